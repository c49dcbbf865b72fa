// The rules, findings and reports moved to the judging core, which the replayer links without
// the renderings: `import InteractionInspector` still names all of them, so code written before
// the split compiles unchanged.
@_exported public import InteractionJudging
