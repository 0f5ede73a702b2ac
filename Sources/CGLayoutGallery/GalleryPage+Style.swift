extension GalleryPage {
    /// The gallery's style sheet, the same in every page. Pictures never overflow the page (an SVG scales to
    /// its column, keeping its proportions); a grid of widths keeps the columns as wide, relative to each
    /// other, as the screens they show, and falls into one column on a narrow window, as do the cards.
    static let styleSheet = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #5f6368; --line: #dadce0; --card: #f8f9fa; --accent: #1a73e8; }
        * { box-sizing: border-box; }
        body { font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--ink); margin: 0 auto;
               max-width: 1280px; padding: 16px; overflow-wrap: break-word; }
        h1 { font-size: 1.6em; line-height: 1.25; margin: 0.4em 0; }
        h2 { font-size: 1.25em; margin: 1.6em 0 0.3em; }
        p { max-width: 48em; margin: 0.4em 0 0.8em; }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        nav.systems { display: flex; flex-wrap: wrap; gap: 0.4em 1em; margin: 1em 0; }
        nav.trail { font-size: 0.9em; color: var(--muted); }
        nav.pager { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1em; margin: 2em 0 1em;
                    padding-top: 1em; border-top: 1px solid var(--line); }
        ul.cards { list-style: none; padding: 0; margin: 0; display: grid; gap: 16px;
                   grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
        .card a { display: flex; flex-direction: column; height: 100%; gap: 0.3em; padding: 10px; border: 1px solid var(--line);
                  border-radius: 10px; background: var(--card); color: var(--ink); }
        .card a:hover { border-color: var(--accent); text-decoration: none; }
        .thumbnail { display: block; height: 150px; background: #fff; border-radius: 6px; overflow: hidden; }
        .thumbnail img { width: 100%; height: 100%; object-fit: contain; object-position: center top; }
        .count { font-size: 0.85em; color: var(--muted); }
        .panels { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .panels figure { flex: 0 1 auto; max-width: 100%; min-width: 0; }
        .grid { display: grid; gap: 16px 12px; align-items: start; }
        .grid > figure { min-width: 0; }
        figure { margin: 0; }
        figure svg { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); background: #fff; }
        .grid figure svg { width: 100%; }
        figcaption { font-size: 0.85em; color: var(--muted); margin: 0.3em 0; }
        details { margin: 0.3em 0; }
        summary { cursor: pointer; font-size: 0.85em; color: var(--accent); }
        .table { overflow-x: auto; }
        table { border-collapse: collapse; font: 12px/1.4 ui-monospace, monospace; margin-top: 0.3em; }
        td, th { border: 1px solid var(--line); padding: 1px 6px; text-align: right; }
        td:first-child, th:first-child { text-align: left; }
        pre { background: var(--card); padding: 0.8em; font-size: 13px; overflow-x: auto; border-radius: 6px; }
        details.code { margin-top: 1.5em; }
        @media (max-width: 720px) {
          body { padding: 12px; }
          .grid { grid-template-columns: 1fr !important; }
          .panels figure { flex-basis: 100%; }
        }
        """
}
