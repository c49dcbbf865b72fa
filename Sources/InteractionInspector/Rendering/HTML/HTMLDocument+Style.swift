extension HTMLDocument {
  /// The page's style sheet: the system font, calm colours with a dark variant, each
  /// interaction's timeline with its snippet's stacked views beside it where the window is wide
  /// enough (above it where it is not), and a colour per process.
  static let style = """
    :root{--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--line:#d8d8de;--soft:#f4f5f7;--accent:#0b62c4;
    --bad:#c62828;--bad-bg:rgba(198,40,40,.075);--good:#1b7a3a;--warn:#8a5d00;
    --warn-bg:rgba(214,158,0,.12);--new-bg:rgba(27,122,58,.11);--on-bad:#fff;--ie:#0b62c4;
    --ie-bg:rgba(11,98,196,.12);--ui:#7b3fbf;--ui-bg:rgba(123,63,191,.13);
    --mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
    @media (prefers-color-scheme:dark){:root{--bg:#161618;--fg:#e9e9ee;--muted:#9b9ba3;
    --line:#3a3a41;--soft:#202024;--accent:#6aaeff;--bad:#ff6b6b;--bad-bg:rgba(255,107,107,.12);
    --good:#5ccf7a;--warn:#e3b341;--warn-bg:rgba(227,179,65,.13);--new-bg:rgba(92,207,122,.14);
    --on-bad:#2a0d0d;--ie:#6aaeff;--ie-bg:rgba(106,174,255,.16);--ui:#c9a0ff;
    --ui-bg:rgba(201,160,255,.16)}}
    *{box-sizing:border-box}[hidden]{display:none!important}
    body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 -apple-system,
    BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
    header.top{padding:18px 28px 10px}h1{font-size:20px;margin:0 0 2px;font-weight:650}
    h2{font-size:16px;margin:22px 0 10px;font-family:var(--mono);font-weight:600}
    main,.sessions{padding:0 28px 12px}footer{padding:12px 28px 28px;color:var(--muted);font-size:12.5px}
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
    .ixb{display:flex;flex-direction:column}.ixb>.side{order:-1}.ixb>.main{min-width:0}
    @media (min-width:1180px){.ixb{display:grid;grid-template-columns:minmax(0,1fr) max-content;
    gap:0 32px;align-items:start}.ixb>.side{order:0}
    .side .snip{grid-template-columns:auto;row-gap:16px}.side .stk{row-gap:0}
    .side>dl.props{max-width:330px}}
    @media (min-width:1760px){.side .snip{grid-template-columns:repeat(2,auto)}
    .side>dl.props{max-width:688px}}
    .side>dl.props{margin-top:4px}
    .tl{overflow-x:auto;margin:4px 0 10px}.tl .cap{font-weight:600;font-size:13px;margin:0 0 6px}
    .tl .cap small{display:block;font-weight:400;font-size:12px;color:var(--muted)}
    .procs{display:flex;flex-wrap:wrap;gap:4px 22px;margin:0 0 6px;color:var(--muted);
    font-size:12.5px}
    .pk{display:inline-block;font:600 11px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",
    Roboto,sans-serif;border-radius:4px;padding:0 6px;white-space:nowrap;color:var(--ie);
    background:var(--ie-bg)}.pk.ui{color:var(--ui);background:var(--ui-bg)}
    table.calls{width:100%;font-size:13px;line-height:1.4}
    .calls th{font-size:12px;font-weight:500;color:var(--muted);padding:0 10px 4px 0;
    border-bottom:1px solid var(--line);white-space:nowrap}
    .calls td{padding:5px 10px 5px 0;vertical-align:top;border-bottom:1px solid var(--line)}
    .calls td.n{text-align:right;color:var(--muted);width:2.2em;font-variant-numeric:tabular-nums}
    .calls td.at{color:var(--muted);font-size:12px;white-space:nowrap;
    font-variant-numeric:tabular-nums}
    .calls td.pr{width:1%}
    .calls tr.ie td.n{box-shadow:inset 3px 0 var(--ie-bg)}
    .calls tr.ui td.n{box-shadow:inset 3px 0 var(--ui-bg)}
    .calls tr.d td.c,.calls tr.d td.an{color:var(--muted)}.calls tr.d td.c b{font-weight:500}
    .calls tr.d td{padding-top:3px;padding-bottom:3px}.calls tr.d .in{display:inline;margin-left:6px}
    .calls .in{font-size:12px;color:var(--muted);overflow-wrap:anywhere}
    .calls .in b{color:var(--accent);font-weight:500}
    .calls td.an{color:var(--muted)}.calls td.an>div+div{margin-top:2px}
    .calls td.an .miss{color:var(--bad);font-weight:600}
    .calls td.an .cut{color:var(--warn);font-weight:600}
    .calls td.cl{width:25%;max-width:0}
    .calls td.cl .p{display:block;width:max-content;max-width:100%;white-space:nowrap;
    overflow:hidden;text-overflow:ellipsis;font-size:11.5px}
    .calls tr.x td{background:var(--bad-bg)}.calls tr.x td.n{box-shadow:inset 3px 0 var(--bad)}
    .calls tr:target td,.calls td.an>div:target{background:var(--warn-bg)}
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
