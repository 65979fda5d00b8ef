/// The style sheet `index.html` carries inline: the reader's system fonts (nothing downloaded),
/// readable in light colours on screen and on paper, no script.
/// Serves every rule ID: it only lays out what the report says about them.
enum ReportStyle {
    static let css = """
        :root { color-scheme: light; --ink: #1d232b; --muted: #4f5b6a; --line: #d5dae1; --pass: #e3f4e8; --pass-ink: #17603a;
          --fail: #fde2e1; --fail-ink: #9b1c1c; --known: #fff0d6; --known-ink: #8a4b08; --caught: #e2ecfb; --caught-ink: #174a8c;
          --none: #f4f5f7; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif;
          color: var(--ink); background: #ffffff; }
        main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 64px; }
        h1 { font-size: 28px; margin: 0 0 4px; }
        h2 { font-size: 22px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 2px solid var(--line); }
        h3 { font-size: 18px; margin: 0 0 8px; }
        p { margin: 6px 0; }
        code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 13px; }
        pre { background: #f4f6f8; border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; overflow-x: auto;
          white-space: pre-wrap; word-break: break-all; }
        a { color: #0b57b0; }
        .muted { color: var(--muted); }
        nav { margin: 12px 0 0; display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: 15px; }
        .tiles { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0; }
        .tile { border: 1px solid var(--line); border-radius: 8px; padding: 10px 16px; min-width: 130px; background: #fafbfc; }
        .tile b { display: block; font-size: 26px; line-height: 1.2; }
        .tile.bad { background: var(--fail); border-color: #f3b4b1; color: var(--fail-ink); }
        .tile.good { background: var(--pass); border-color: #b5dfc2; color: var(--pass-ink); }
        table { border-collapse: collapse; margin: 8px 0 16px; }
        th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
        thead th { background: #f0f2f5; }
        .files td { font-size: 14px; }
        .files td.status { font-weight: 600; white-space: nowrap; }
        .files td.rules { font-size: 12px; color: var(--muted); }
        .files code { white-space: nowrap; }
        .st-pass { color: var(--pass-ink); }
        .st-fail, .st-error { color: var(--fail-ink); }
        .matrix-wrap { overflow-x: auto; max-width: 100%; }
        table.matrix { font-size: 13px; }
        table.matrix th.subject { font-size: 12px; font-weight: 600; min-width: 72px; vertical-align: bottom; line-height: 1.25;
          hyphens: none; }
        table.matrix th.subject .defect-picture { display: block; margin-top: 4px; }
        table.matrix th.subject .defect-picture svg { width: 72px; height: auto; }
        table.matrix th.rule { white-space: nowrap; font-weight: 600; background: #fafbfc; }
        table.matrix td { text-align: center; white-space: nowrap; padding: 3px 6px; min-width: 58px; }
        table.matrix td a { font-weight: 600; text-decoration: none; }
        table.matrix td small { display: block; font-size: 11px; }
        td.none { background: var(--none); color: #8a93a0; }
        td.pass { background: var(--pass); color: var(--pass-ink); }
        td.regression { background: var(--fail); color: var(--fail-ink); font-weight: 600; }
        td.known { background: var(--known); color: var(--known-ink); }
        td.caught { background: var(--caught); color: var(--caught-ink); }
        td.open { background: #ffffff; color: var(--muted); }
        td.must { box-shadow: inset 0 0 0 2px #3b4452; }
        td.uncaught { box-shadow: inset 0 0 0 2px var(--fail-ink); color: var(--fail-ink); }
        .legend { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 8px 0; font-size: 13px; }
        .legend span.swatch { display: inline-block; width: 22px; height: 14px; vertical-align: -2px; margin-right: 6px;
          border: 1px solid var(--line); }
        ul.meaning { font-size: 14px; margin: 6px 0 12px; padding-left: 20px; }
        article.counterexample { border: 1px solid var(--line); border-radius: 10px; padding: 18px 20px; margin: 22px 0;
          background: #ffffff; }
        article.counterexample.failing { border-color: #f3b4b1; border-width: 2px; }
        .badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; margin-right: 6px;
          background: #eef1f5; color: var(--muted); vertical-align: 2px; }
        .badge.rule { background: #1d232b; color: #ffffff; }
        .badge.fail { background: var(--fail); color: var(--fail-ink); }
        .badge.pass { background: var(--pass); color: var(--pass-ink); }
        .finding { background: var(--fail); color: var(--fail-ink); border-radius: 6px; padding: 8px 12px; margin: 10px 0;
          font-weight: 600; overflow-wrap: anywhere; }
        .verdicts { font-size: 14px; margin: 6px 0 10px; padding-left: 20px; }
        .filmstrip { display: flex; flex-wrap: wrap; gap: 10px; margin: 12px 0; align-items: flex-start; }
        .filmstrip a { display: block; line-height: 0; border-radius: 4px; }
        .filmstrip span { display: block; line-height: 0; }
        details.gallery > summary { cursor: pointer; font-weight: 600; margin: 8px 0; }
        section.story { border-top: 1px solid #e3e6ea; padding-top: 8px; margin-top: 12px; }
        section.story h3 { font-size: 15px; margin: 4px 0; }
        .filmstrip a:focus, .filmstrip a:hover { outline: 3px solid #0b57b0; }
        .pictures { display: flex; flex-wrap: wrap; gap: 20px 28px; align-items: flex-start; margin: 12px 0; }
        .pictures figure { margin: 0; flex: 0 0 auto; }
        .pictures figure svg { display: block; border: 1px solid var(--line); border-radius: 6px; }
        .pictures figcaption { font-size: 13px; color: var(--muted); margin-top: 6px; max-width: 560px; }
        .pictures .words { flex: 1 1 360px; min-width: 0; }
        ol.steps { padding-left: 22px; margin: 8px 0; }
        ol.steps > li { margin: 0 0 8px; }
        ol.steps > li.failing { background: #fff6f5; border-left: 4px solid var(--fail-ink); padding: 4px 8px; margin-left: -12px; }
        ol.steps ul { margin: 2px 0; padding-left: 18px; font-size: 14px; }
        ol.steps li.part { color: var(--fail-ink); font-weight: 600; }
        ol.steps li.rules { color: var(--muted); }
        details > summary { cursor: pointer; font-weight: 600; margin: 8px 0; }
        footer { margin-top: 48px; color: var(--muted); font-size: 13px; }
        @media print { .filmstrip a:hover { outline: none; } article.counterexample { break-inside: avoid-page; } }
        """
}
