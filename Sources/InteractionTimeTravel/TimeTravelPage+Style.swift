extension TimeTravelPage {
  /// The page's style sheet: light and dark (`prefers-color-scheme`), the snippet drawn as
  /// boxes whose height follows the size each view answered, as the report draws it.
  package static let style = """
    #tt{--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--card:#f5f5f7;--accent:#0a66d0;
    --bad:#c4271d;--mark:#fff3c4;font:14px/1.45 -apple-system,system-ui,sans-serif;
    color:var(--fg);background:var(--bg);padding:12px 28px;display:block}
    @media (prefers-color-scheme:dark){#tt{--bg:#1c1c1e;--fg:#f2f2f7;--muted:#98989d;
    --line:#3a3a3c;--card:#2c2c2e;--accent:#4ea1ff;--bad:#ff6961;--mark:#4a3f12}}
    #tt h1{font-size:20px;margin:4px 0 10px}#tt h2{font-size:16px;margin:12px 0 6px}
    #tt h3{font-size:12px;text-transform:uppercase;color:var(--muted);margin:10px 0 4px}
    .tt-bar{display:flex;align-items:center;gap:12px}
    #tt-scrubber{position:relative;flex:1;height:28px;cursor:pointer;touch-action:none}
    #tt-scrubber:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
    .tt-track{position:absolute;left:0;right:0;top:12px;height:4px;background:var(--line);
    border-radius:2px}.tt-marks i{position:absolute;top:6px;width:2px;height:16px;
    background:var(--bad)}.tt-thumb{position:absolute;top:4px;width:14px;height:20px;
    margin-left:-7px;border-radius:4px;background:var(--accent)}
    #tt-position{color:var(--muted);font-size:12.5px;min-width:30ch}
    .tt-filters{margin:8px 0;display:flex;gap:14px;flex-wrap:wrap;align-items:center}
    .tt-keys{color:var(--muted);font-size:12px}
    #tt-event{font:13px ui-monospace,monospace;padding:6px 10px;border:1px solid var(--line);
    border-radius:6px;background:var(--card)}#tt-event.tt-divergent{border-color:var(--bad);
    box-shadow:inset 4px 0 var(--bad)}
    .tt-sides{display:flex;gap:24px;flex-wrap:wrap}.tt-sides>*{flex:1;min-width:320px}
    .tt-panes{display:flex;gap:20px;flex-wrap:wrap}.tt-panes figure{margin:0}
    .tt-panes figcaption{font-size:12px;text-transform:uppercase;color:var(--muted);
    margin:10px 0 4px}.tt-snippet{width:260px;border:1px solid var(--line);border-radius:12px;
    overflow:hidden;background:var(--card);min-height:24px;color:var(--muted);font-size:12px}
    .tt-view{box-sizing:border-box;border-bottom:1px solid var(--line);padding:3px 8px;
    overflow:hidden;color:var(--fg);display:flex;flex-direction:column}
    .tt-view small{color:var(--muted)}.tt-view.tt-hidden,.tt-view.tt-unanswered,
    .tt-view.tt-cutOff{opacity:.55;border-style:dashed}.tt-view.tt-standard{font-style:italic}
    .tt-view[data-offered=""]{background:var(--mark)}
    .tt-claimed,.tt-findings,#tt-divergences{margin:0;padding-left:18px}
    .tt-findings li{color:var(--bad)}.tt-findings b{font-weight:600}
    #tt-divergences li{cursor:pointer}#tt-divergences li.tt-current{background:var(--mark)}
    #tt-list{position:relative;height:240px;overflow:auto;margin-top:12px;
    border:1px solid var(--line);border-radius:6px;font:12.5px ui-monospace,monospace}
    .tt-rows{position:relative}.tt-row{position:absolute;left:0;right:0;height:24px;
    line-height:24px;padding:0 8px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;
    cursor:pointer}.tt-row.tt-marked{color:var(--bad)}.tt-row.tt-current{background:var(--mark)}
    .tt-plans{display:flex;gap:20px;flex-wrap:wrap}.tt-plan{min-width:200px}
    .tt-plan ol{margin:0;padding-left:22px;font:12.5px ui-monospace,monospace}
    .tt-plan p,.tt-note{color:var(--muted);font-size:12.5px;margin:4px 0}
    .tt-plan[data-shrunk] ol{color:var(--bad)}

    """
}
