#!/usr/bin/env bash
# Opens every page of the gallery in headless Chromium, in a window as wide as a phone (390 px), and checks:
# - every line of text drawn in a real font: the browser's width of the line (getComputedTextLength) is within
#   0.5 pt of the width the measurer gave it, and the line's ink lies inside the box of its text node;
# - every label (a name beside a picture, a trace step's caption), on the box the renderer laid out for it: no two
#   boxes meet, none reaches into the picture or leaves the canvas, and the browser drew the label inside its box;
# - the page does not scroll sideways at a phone's width.
# The verdict does not depend on the browser's fonts for labels (they are drawn at the width the renderer gave them).
# Usage: Scripts/browser-text-check.sh [gallery-folder] (the demo writes one when omitted).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/chromium.sh
if [ $# -ge 1 ]; then gallery="$1"; else
  gallery="$(mktemp -d)"
  swift run cglayout-demo --output "$gallery" >/dev/null
fi
cp Scripts/browser-text-check.js "$gallery/browser-check.js"
report=""
pages=0
for html in "$gallery"/*.html; do
  case "$html" in *.check.html) continue ;; esac
  page="${html%.html}.check.html"
  sed 's#</body>#<script src="browser-check.js"></script></body>#' "$html" > "$page"
  one="$("$CHROMIUM" --headless --no-sandbox --disable-gpu --allow-file-access-from-files --hide-scrollbars \
    --window-size=390,844 --virtual-time-budget=10000 --dump-dom "file://$page" 2>/dev/null \
    | sed -n '/<pre id="cglayout-check">/,/<\/pre>/p' | sed -e 's/<[^>]*>//g')"
  rm -f "$page"
  if [ -z "$one" ]; then echo "error: the browser check wrote no report for $(basename "$html") (did the page load?)" >&2; exit 1; fi
  report+="$one"$'\n'
  pages=$((pages + 1))
done
rm -f "$gallery/browser-check.js"
echo "$report" | grep -v '^ok \|^label ok \|^page ok \|^$' || true
checked="$(echo "$report" | grep -c '^ok ' || true)"
failed="$(echo "$report" | grep '^FAIL ' | grep -vc '^FAIL label \|^FAIL page ' || true)"
labels="$(echo "$report" | grep -c '^label ok ' || true)"
bad_labels="$(echo "$report" | grep -c '^FAIL label ' || true)"
bad_pages="$(echo "$report" | grep -c '^FAIL page ' || true)"
echo "browser text check ($pages pages): $checked lines as measured, $failed not; $labels labels inside their own boxes, $bad_labels not; $bad_pages pages wider than a phone"
if [ "$failed" != 0 ] || [ "$checked" = 0 ] || [ "$bad_labels" != 0 ] || [ "$labels" = 0 ] || [ "$bad_pages" != 0 ]; then exit 1; fi
