#!/usr/bin/env bash
# Renders the gallery in headless Chromium and checks every line of text drawn in a real font:
# the browser's width of the line (getComputedTextLength) is within 0.5 pt of the width the
# measurer gave it, and the line's ink box lies inside the box of its text node. Fails when a
# line does not fit, and when a label (a name beside a picture, a trace step's caption) overlaps another,
# covers a line of text or leaves its picture. Usage: Scripts/browser-text-check.sh [gallery-folder] (the demo writes one when omitted).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/chromium.sh
if [ $# -ge 1 ]; then gallery="$1"; else
  gallery="$(mktemp -d)"
  swift run cglayout-demo --output "$gallery" >/dev/null
fi
page="$gallery/browser-check.html"
sed 's#</body>#<script src="browser-check.js"></script></body>#' "$gallery/index.html" > "$page"
cp Scripts/browser-text-check.js "$gallery/browser-check.js"
report="$(chromium_dump_dom "$page" | sed -n '/<pre id="cglayout-check">/,/<\/pre>/p' | sed -e 's/<[^>]*>//g')"
if [ -z "$report" ]; then echo "error: the browser check wrote no report (did the page load?)" >&2; exit 1; fi
echo "$report" | grep -v '^ok \|^label ok ' || true
checked="$(echo "$report" | grep -c '^ok ' || true)"
failed="$(echo "$report" | grep -c '^FAIL [^l]' || true)"
labels="$(echo "$report" | grep -c '^label ok ' || true)"
bad_labels="$(echo "$report" | grep -c '^FAIL label ' || true)"
echo "browser text check: $checked lines as measured, $failed not; $labels labels readable, $bad_labels overlapping, clipped or over text"
if [ "$failed" != 0 ] || [ "$checked" = 0 ] || [ "$bad_labels" != 0 ] || [ "$labels" = 0 ]; then exit 1; fi
