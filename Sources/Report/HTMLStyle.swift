/// The report's inline stylesheet: system fonts, responsive below 700px, print-friendly. Contains no `<` or `&`.
enum HTMLStyle {
  static let css = """
    :root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg-soft: #f6f8fa;
      --accent: #0969da; --cycle: #c0392b; --full: #1a7f37; --partial: #9a6700; --manual: #cf222e; }
    * { box-sizing: border-box; }
    body { margin: 0; color: var(--fg); background: #fff; line-height: 1.5;
      font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    header, main, nav.toc { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
    header { padding-top: 24px; }
    h1 { font-size: 1.8em; margin: 0 0 4px; overflow-wrap: anywhere; }
    h2 { border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 40px; }
    h3 { margin: 0 0 6px; overflow-wrap: anywhere; }
    a { color: var(--accent); }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
      font-size: 0.9em; }
    code { background: var(--bg-soft); padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
    pre { background: var(--bg-soft); border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px;
      overflow: auto; max-height: 28em; }
    pre code { background: none; padding: 0; }
    .muted { color: var(--muted); }
    nav.toc ol { padding-left: 22px; margin: 4px 0; }
    nav.toc ol ol { columns: 3 220px; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; margin: 8px 0 16px; min-width: 50%; }
    th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
    th { background: var(--bg-soft); }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    article.feature, article.client { border: 1px solid var(--line); border-radius: 8px; padding: 14px 16px; margin: 18px 0; }
    article.feature.cycle { border-color: var(--cycle); }
    .facts { margin: 0 0 10px; color: var(--muted); }
    .status { font-weight: 600; }
    .status.full { color: var(--full); }
    .status.partial { color: var(--partial); }
    .status.manual { color: var(--manual); }
    .status.none { color: var(--muted); font-weight: normal; }
    ul.checklist { list-style: none; padding-left: 4px; }
    ul.checklist li::before { content: "\\2610\\00a0"; }
    ul.checklist li.done::before { content: "\\2611\\00a0"; }
    ul.checklist li.done { color: var(--muted); }
    .graph { overflow: auto; border: 1px solid var(--line); border-radius: 8px; background: #fff; max-height: 80vh; }
    svg.phase-graph { display: block; }
    svg .column-title { font-size: 13px; font-weight: 600; fill: var(--muted); }
    svg .node rect { fill: #ddf4ff; stroke: #54aeff; stroke-width: 1.2; }
    svg .node text { font-size: 12px; fill: var(--fg);
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    svg .node.cycle rect { fill: #fdecea; stroke: var(--cycle); stroke-width: 2; }
    svg .edge { fill: none; stroke: #8c959f; stroke-width: 1.2; }
    svg .edge.cycle { stroke: var(--cycle); stroke-width: 2; }
    svg marker.arrow path { fill: #8c959f; }
    svg marker.arrow.cycle path { fill: var(--cycle); }
    .legend .cycle { color: var(--cycle); font-weight: 600; }
    @media (max-width: 700px) {
      body { font-size: 14px; }
      header, main, nav.toc { padding: 0 10px; }
      nav.toc ol ol { columns: 1; }
      article.feature, article.client { padding: 10px; }
      table { min-width: 100%; }
      th, td { padding: 3px 5px; }
    }
    @media print {
      body { font-size: 11pt; }
      nav.toc { display: none; }
      a { color: inherit; text-decoration: none; }
      pre { max-height: none; overflow: visible; white-space: pre-wrap; }
      .graph { max-height: none; overflow: visible; border: none; }
      svg.phase-graph { max-width: 100%; height: auto; }
      article.client, table, pre { break-inside: avoid; }
      h2 { break-after: avoid; }
    }
    """
}
