// A replay is judged by the judging core's rules and properties: a test that imports the
// replayer names `ReplayProperty`, `InteractionReport` and the findings without a second
// import, as it did when they lived in the inspector.
@_exported public import InteractionJudging
