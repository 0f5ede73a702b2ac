#!/usr/bin/env bash
# Screenshots of the gallery in headless Chromium, to look at before calling a change to it done: every page
# as a desktop browser shows it (1280 px wide) and as a phone does (390 px wide).
# Usage: Scripts/gallery-screenshots.sh [gallery-folder [screenshot-folder]] (the demo writes a gallery when omitted;
# the screenshots go to <gallery-folder>/screenshots by default).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/chromium.sh
if [ $# -ge 1 ]; then gallery="$1"; else
  gallery="$(mktemp -d)"
  swift run cglayout-demo --output "$gallery" >/dev/null
fi
shots="${2:-$gallery/screenshots}"
mkdir -p "$shots"
for html in "$gallery"/*.html; do
  name="$(basename "$html" .html)"
  chromium_screenshot "$html" "$shots/$name-desktop.png" 1280 1600
  chromium_screenshot "$html" "$shots/$name-phone.png" 390 1400
done
echo "screenshots: $(ls "$shots" | wc -l) in $shots"
