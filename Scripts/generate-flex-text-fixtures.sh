#!/usr/bin/env bash
# Regenerates the flexbox fixtures with real text: headless Chromium lays out every case of
# Scripts/flex-text-fixtures/cases.js (DejaVu Sans, wrapping, right-to-left) and the frames it
# computes are written to Tests/CGLayoutFlexTests/BrowserFixtures/flex-text.json, which the flex
# engine with FontTextMeasurer must reproduce (FlexTextConformanceTests).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/chromium.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp Scripts/flex-text-fixtures/cases.js Scripts/flex-text-fixtures/page.js "$work/"
cat > "$work/index.html" <<'HTML'
<!DOCTYPE html>
<html><head><meta charset="utf-8"/>
<style>
/* The flex engine's defaults (Yoga's): every box is a flex column, items do not shrink, and items
   have no automatic minimum size (min-width/min-height 0, which Yoga does not implement). */
.case { position: absolute; left: 0; top: 0; }
.case div { box-sizing: border-box; position: relative; display: flex; flex-direction: column; align-items: stretch;
  align-content: flex-start; flex-shrink: 0; min-width: 0; min-height: 0; margin: 0; padding: 0; border: 0 solid black; }
/* Text leaves: a block of text in DejaVu Sans; spaces and line breaks kept, long words overflow. */
.case div.text { display: block; font-family: 'DejaVu Sans'; white-space: pre-wrap; overflow-wrap: normal;
  line-height: normal; font-kerning: normal; }
</style></head>
<body><pre id="result"></pre>
<script src="cases.js"></script><script src="page.js"></script>
</body></html>
HTML
out="Tests/CGLayoutFlexTests/BrowserFixtures/flex-text.json"
mkdir -p "$(dirname "$out")"
chromium_dump_dom "$work/index.html" | sed -n 's/.*<pre id="result">\([A-Za-z0-9+/=]*\)<\/pre>.*/\1/p' | base64 -d > "$work/fixtures.json"
test -s "$work/fixtures.json" || { echo "error: the page wrote no fixtures" >&2; exit 1; }
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
