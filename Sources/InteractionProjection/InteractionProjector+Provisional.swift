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
    let slots = interactions.indices.sorted {
      interactions[$0].projected.position < interactions[$1].projected.position
    }
    return slots.map { slot in
      var projected = interactions[slot].projected
      if let id = interactions[slot].runID, let runSlot = runs.slot(of: id) {
        var handling = runs[runSlot].run
        if let later = runs[runSlot].laterRuns.first { handling.calls.removeSubrange(later...) }
        handling.linkHandlers()
        projected.handling = handling
      }
      return projected
    }
  }
}
