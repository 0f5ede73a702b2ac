#!/usr/bin/env bash
# Regenerates the repository's own flexbox fixtures: headless Chromium lays out every case of
# Scripts/flex-fixtures/cases.js (every property and keyword, both directions, nesting, wrapping,
# absolute items, gaps, min/max, aspect ratio) and of text-cases.js (real text in DejaVu Sans), and the
# frames it computes are written to Tests/CGLayoutFlexTests/BrowserFixtures/flex-cases.json and
# flex-text.json, which the engine must reproduce (FlexConformanceTests, FlexTextConformanceTests).
# Styles become CSS through properties.js, the engine's table of CSS properties (FlexProperty.all).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/chromium.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp Scripts/flex-fixtures/*.js "$work/"
generate() {  # $1: the cases' script, $2: the fixture file
  cat > "$work/index.html" <<HTML
<!DOCTYPE html>
<html><head><meta charset="utf-8"/>
<style>
/* The flex engine's defaults (Yoga's): every box is a flex column, items do not shrink, and items
   have no automatic minimum size (min-width/min-height 0, which Yoga does not implement). */
body { margin: 0; }
.case { position: absolute; left: 0; top: 0; }
.case div { box-sizing: border-box; position: relative; display: flex; flex-direction: column; align-items: stretch;
  align-content: flex-start; flex-shrink: 0; min-width: 0; min-height: 0; margin: 0; padding: 0; border: 0 solid black; }
/* Scrollbars overlay the content, as on iOS and macOS: they take no room (the engine lays out no scrollbar). */
.case div::-webkit-scrollbar { width: 0; height: 0; }
/* Text leaves: a block of text in DejaVu Sans; spaces and line breaks kept, long words overflow. */
.case div.text { display: block; font-family: 'DejaVu Sans'; white-space: pre-wrap; overflow-wrap: normal;
  line-height: normal; font-kerning: normal; }
</style></head>
<body><pre id="result"></pre>
<script src="properties.js"></script><script src="$1"></script><script src="page.js"></script>
</body></html>
HTML
  local out="Tests/CGLayoutFlexTests/BrowserFixtures/$2"
  mkdir -p "$(dirname "$out")"
  chromium_dump_dom "$work/index.html" | sed -n 's/.*<pre id="result">\([A-Za-z0-9+/=]*\)<\/pre>.*/\1/p' | base64 -d > "$work/fixtures.json"
  test -s "$work/fixtures.json" || { echo "error: the page wrote no fixtures for $1" >&2; exit 1; }
  # One fixture per line, so changes read as small diffs.
  python3 - "$work/fixtures.json" "$out" <<'PY'
import json, sys
data = json.load(open(sys.argv[1], encoding="utf-8"))
with open(sys.argv[2], "w", encoding="utf-8") as f:
    f.write('{"font": %s, "browser": %s, "fixtures": [\n' % (json.dumps(data["font"]), json.dumps(data["browser"])))
    f.write(",\n".join(json.dumps(case, ensure_ascii=False, sort_keys=True) for case in data["fixtures"]))
    f.write("\n]}\n")
print("%d fixtures written to %s" % (len(data["fixtures"]), sys.argv[2]))
PY
}
generate cases.js flex-cases.json
generate text-cases.js flex-text.json
