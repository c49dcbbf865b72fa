extension HTMLDocument {
  /// The page's style sheet: the system font, calm colours with a dark variant, the snippets'
  /// stacked views, and the sequence diagram, whose lanes all have the width `--lane` so that one
  /// background gradient draws every lifeline and every arrow runs from the host's lifeline to its
  /// lane's.
  static let style = """
    :root{--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--line:#d8d8de;--soft:#f4f5f7;--accent:#0b62c4;
    --bad:#c62828;--bad-bg:rgba(198,40,40,.075);--good:#1b7a3a;--warn:#8a5d00;
    --warn-bg:rgba(214,158,0,.12);--new-bg:rgba(27,122,58,.11);--arrow:#3c3c43;--on-bad:#fff;--lane:118px;
    --mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
    @media (prefers-color-scheme:dark){:root{--bg:#161618;--fg:#e9e9ee;--muted:#9b9ba3;
    --line:#3a3a41;--soft:#202024;--accent:#6aaeff;--bad:#ff6b6b;--bad-bg:rgba(255,107,107,.12);
    --good:#5ccf7a;--warn:#e3b341;--warn-bg:rgba(227,179,65,.13);--new-bg:rgba(92,207,122,.14);
    --arrow:#c7c7cc;--on-bad:#2a0d0d}}
    *{box-sizing:border-box}[hidden]{display:none!important}
    body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 -apple-system,
    BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
    header.top{padding:18px 28px 10px}h1{font-size:20px;margin:0 0 2px;font-weight:650}
    h2{font-size:16px;margin:22px 0 10px;font-family:var(--mono);font-weight:600}
    main{padding:0 28px 12px}footer{padding:12px 28px 28px;color:var(--muted);font-size:12.5px}
    .meta{color:var(--muted);margin:0 0 10px}.q{color:var(--muted);font-style:italic}
    .warn{color:var(--warn);background:var(--warn-bg);border-radius:6px;padding:6px 10px}
    nav.filters{position:sticky;top:0;z-index:3;display:flex;flex-wrap:wrap;gap:10px;
    align-items:center;padding:8px 28px;background:var(--bg);border-bottom:1px solid var(--line)}
    nav input[type=search],nav select{font:inherit;color:inherit;background:var(--soft);
    border:1px solid var(--line);border-radius:6px;padding:4px 8px}
    nav input[type=search]{width:260px}nav output{color:var(--muted);margin-left:auto}
    ul.figs{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 12px}
    ul.figs li{background:var(--soft);border:1px solid var(--line);border-radius:8px;
    padding:4px 10px}ul.figs li.good{color:var(--good)}ul.figs li.bad{color:var(--bad)}
    table{border-collapse:collapse}th{text-align:left;font-weight:600}
    table.files,table.list{font-size:13px;margin:0 0 12px}
    table.files td,table.files th,table.list td,table.list th{padding:3px 12px 3px 0;
    border-bottom:1px solid var(--line)}
    .num{text-align:right;font-variant-numeric:tabular-nums}td.good{color:var(--good)}
    td.warn{color:var(--warn)}td.bad{color:var(--bad)}
    ul.damage{color:var(--bad);margin:0 0 8px;padding-left:18px}
    .sum{max-height:360px;overflow:auto;border:1px solid var(--line);border-radius:8px;
    margin:0 0 14px;padding:0 10px}
    .sum table{width:100%;margin:0}.sum th{position:sticky;top:0;background:var(--bg)}
    .sum tr.x td:first-child{box-shadow:inset 3px 0 var(--bad)}.sum td:first-child{padding-left:8px}
    details.ix{border:1px solid var(--line);border-radius:10px;margin:12px 0;padding:0 16px}
    details.ix:not([data-codes=""]){border-left:4px solid var(--bad)}
    details.ix:not([open]){content-visibility:auto;contain-intrinsic-size:auto 44px}
    details.ix>summary{padding:10px 0;cursor:pointer;font-weight:600}
    details.ix[open]>summary{border-bottom:1px solid var(--line);margin-bottom:8px}
    .pos{color:var(--muted);font-variant-numeric:tabular-nums}.iid{font-family:var(--mono);
    font-weight:500;color:var(--muted)}
    .code{display:inline-block;font:600 11.5px/1.6 var(--mono);color:var(--on-bad);background:var(--bad);
    border-radius:9px;padding:0 7px;white-space:nowrap}
    .tag{display:inline-block;font-size:11.5px;color:var(--warn);background:var(--warn-bg);
    border-radius:9px;padding:0 7px}
    .p{display:inline-block;font:12px/1.5 var(--mono);background:var(--soft);
    border:1px solid var(--line);border-radius:4px;padding:0 4px;margin:1px 0;
    overflow-wrap:anywhere}
    .p.new{background:var(--new-bg);border-color:transparent;color:var(--good)}
    .p.old{color:var(--muted);background:none}.p.bad{color:var(--bad);border-color:var(--bad)}
    .no{color:var(--warn)}.lat{color:var(--muted);font-size:12px;font-variant-numeric:tabular-nums;
    white-space:nowrap}
    dl.props{display:grid;grid-template-columns:max-content 1fr;gap:1px 12px;margin:0 0 10px;
    font-size:13px}dl.props dt{color:var(--muted)}dl.props dd{margin:0;font-family:var(--mono);
    overflow-wrap:anywhere}
    .tl{overflow-x:auto;margin:4px 0 10px}
    table.seq{table-layout:fixed;border-collapse:separate;border-spacing:0;font-size:13px;
    width:calc(var(--lanes)*var(--lane) + 40px + 250px);background-repeat:no-repeat;
    background-position:40px 0;background-size:calc(var(--lanes)*var(--lane)) 100%;
    background-image:repeating-linear-gradient(90deg,transparent 0 calc(var(--lane)/2 - 1px),
    var(--line) calc(var(--lane)/2 - 1px) calc(var(--lane)/2),transparent calc(var(--lane)/2)
    var(--lane))}
    .seq th{vertical-align:bottom;padding:0 0 6px}.seq th:first-child{width:40px}
    .seq th.ln{width:var(--lane);text-align:center;font-size:12px;line-height:1.3;font-weight:500;
    overflow-wrap:anywhere;padding:0 4px 8px;background:var(--bg)}
    .seq th.ln b{color:var(--accent)}
    .seq th.ln small{display:block;font:11px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",
    Roboto,sans-serif;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
    .seq th.cl{width:250px;padding-left:14px;color:var(--muted);font-size:12px;font-weight:500}
    .seq td{padding:0;vertical-align:bottom}
    .seq td.n{text-align:right;padding:0 8px 4px 0;color:var(--muted);font-size:12px;
    font-variant-numeric:tabular-nums}
    .seq td.cl{padding:3px 0 3px 14px;vertical-align:middle;background:var(--bg)}
    .seq td.cl .p{display:block;width:max-content;max-width:100%;white-space:nowrap;overflow:hidden;
    text-overflow:ellipsis;font-size:11.5px}
    .seq tr.g th{padding:12px 0 4px 8px;font:600 11.5px/1.4 -apple-system,BlinkMacSystemFont,
    "Segoe UI",Roboto,sans-serif;color:var(--muted);text-transform:uppercase;letter-spacing:.04em;
    background:var(--bg);border-top:1px solid var(--line)}
    .seq td.a{position:relative;padding:2px 8px 10px calc(var(--lane)/2 + 8px);line-height:1.35}
    .seq tr.w td.a{white-space:nowrap}
    .seq td.a::before{content:"";position:absolute;left:calc(var(--lane)/2);
    right:calc(var(--lane)/2);bottom:5px;border-top:1.5px solid var(--arrow)}
    .seq td.a::after{content:"";position:absolute;bottom:1px;border:4.5px solid transparent}
    .seq tr.c td.a::after{right:calc(var(--lane)/2);border-right:0;
    border-left:8px solid var(--arrow)}
    .seq tr.r td.a::before{border-top-style:dashed;border-top-width:1px}
    .seq tr.r td.a::after{left:calc(var(--lane)/2);border-left:0;
    border-right:8px solid var(--arrow)}
    .seq tr.r td.a{color:var(--muted)}
    .seq tr.m td.a::before{border-top:1.5px dashed var(--bad);left:calc(var(--lane)/2 + 14px)}
    .seq tr.m td.a::after{content:"✕";left:calc(var(--lane)/2);border:0;bottom:-2px;
    color:var(--bad);font-weight:700}
    .seq tr.m td.a{color:var(--bad);font-weight:600}
    .seq tr.t td.a::before{border-top:2px dotted var(--warn);left:0;right:0}
    .seq tr.t td.a::after{display:none}.seq tr.t td.a{color:var(--warn);font-weight:600}
    .seq tr.x td{background:var(--bad-bg)}.seq tr.x td.n{box-shadow:inset 3px 0 var(--bad)}
    .seq tr:target td{background:var(--warn-bg)}
    .glance{display:flex;flex-wrap:wrap;gap:6px 40px;align-items:flex-start}
    .glance>dl.props{flex:1 1 360px;min-width:0;margin-top:4px}
    .snip{display:grid;grid-template-columns:repeat(2,auto);grid-template-rows:auto auto;
    gap:0 28px;margin:4px 0 14px}
    .stk{width:330px;display:grid;grid-row:span 2;grid-template-rows:subgrid;align-content:start}
    .stk .cap{font-weight:600;font-size:13px;margin:0 0 6px}
    .stk .cap small{display:block;font-weight:400;font-size:12px;color:var(--muted)}
    .frame{border:1px solid var(--line);border-radius:14px;background:var(--soft);padding:6px;
    display:flex;flex-direction:column;gap:4px;align-self:start}
    .v{border-radius:9px;padding:5px 9px;font-size:12.5px;line-height:1.4;overflow-wrap:anywhere}
    .v.own,.v.aug{background:var(--bg);border:1px solid var(--line)}
    .v.std{border:1px dashed var(--muted);color:var(--muted);background:repeating-linear-gradient(
    135deg,transparent 0 6px,var(--line) 6px 7px)}
    .v.low{border:2px solid var(--bad);background:var(--bad-bg)}
    .v .vt{display:flex;gap:6px;align-items:baseline}
    .v .vn{color:var(--muted);font-variant-numeric:tabular-nums}
    .v .vs{margin-left:auto;color:var(--muted);font-variant-numeric:tabular-nums;white-space:nowrap}
    .v .vk{font-size:12px}.v .vc{font-size:12px;color:var(--muted)}
    .v .p.more{border-style:dashed;color:var(--accent)}
    .v .lowm{color:var(--bad);font-weight:650;font-size:12.5px;margin-top:2px}
    .v.thin{padding:0 9px;font-size:11.5px;color:var(--muted);border:1px dashed var(--muted);
    border-radius:6px}.v.thin .p{font-size:11px;padding:0 3px}
    .v.thin.bad{color:var(--bad);border-color:var(--bad)}
    .v.thin.cut{color:var(--warn);border:2px dotted var(--warn)}.v .vr{color:var(--bad);font-size:12px}
    .v .nw{white-space:nowrap}
    ul.findings{list-style:none;padding:0;margin:0 0 14px}
    ul.findings li{border-left:3px solid var(--bad);background:var(--bad-bg);border-radius:0 6px 6px 0;
    padding:6px 12px;margin:6px 0}
    ul.findings .ev{font-size:12.5px;color:var(--muted);margin-top:2px}
    ul.findings .ev a{font-family:var(--mono)}
    ul.findings .hint{font-size:12.5px;margin-top:2px}
    ul.findings .hint::before{content:"What to do: ";font-weight:600}

    """
}
