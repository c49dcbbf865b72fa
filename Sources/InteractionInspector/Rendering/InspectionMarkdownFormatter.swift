struct InspectionMarkdownFormatter: InspectionFormatter {
  let selection: InteractionSelection
  func begin(_ session: SessionTally) -> String { "" }
  func interaction(_ interaction: InteractionReport, session: SessionTally) -> String { "" }
  func end(_ inspection: Inspection, session: SessionTally) -> String { "" }
  func finish(_ run: RunTally) -> String { "" }
}
