extension InteractionProjector {
  /// The interactions still open, as they stand now, in their order in the session: each with
  /// the handling run joined to it so far, nothing finished or removed.
  ///
  /// A live view (`ilog watch`) looks at them between two batches of events. Their calls may
  /// still get completions and more calls may join them, so a call without a completion is not
  /// cut off and nothing is truncated. What may still move to another interaction is left
  /// out: handling runs that wait for their interaction, and the later parts of a run (calls
  /// for its intent after its handle), which a second interaction of the intent may claim.
  package var provisionalInteractions: [ProjectedInteraction] {
    interactions.values.sorted { $0.projected.position < $1.projected.position }.map { open in
      var projected = open.projected
      if let id = open.runID, let run = runs[id] {
        var handling = run.run
        if let later = run.laterRuns.first { handling.calls.removeSubrange(later...) }
        handling.linkHandlers()
        projected.handling = handling
      }
      return projected
    }
  }
}
