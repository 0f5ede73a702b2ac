#!/usr/bin/env bash
# Builds the documentation site (DocC) of every library product and fails on any DocC warning.
#
#   bash Scripts/docs.sh            # archives in .build-docs/plugins/Swift-DocC/outputs/*.doccarchive
#   bash Scripts/docs.sh --preview  # then serves CGLayout's documentation (needs a browser)
#
# swift-docc-plugin is not a dependency of the package: CGLAYOUT_DOCS=1 adds it to Package.swift for this
# run only, so library users and `swift build` / `swift test` never fetch or build it. The build goes to
# its own folder (.build-docs) so it does not disturb the main build.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
export CGLAYOUT_DOCS=1
products=(CGLayout SimpleLayoutEngine CGLayoutSVG Cassowary CGLayoutRelations CGLayoutFlex CGLayoutText CGLayoutGallery CGLayoutHosting)
targets=()
for product in "${products[@]}"; do targets+=(--target "$product"); done
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$SECONDS
if ! swift package --scratch-path .build-docs generate-documentation "${targets[@]}" >"$log" 2>&1; then
  cat "$log"
  echo "docs: swift package generate-documentation failed" >&2
  exit 1
fi
if grep -E "warning:|error:" "$log"; then
  echo "docs: DocC reported the warnings above (every product must build without warnings)" >&2
  exit 1
fi
grep -E "Generated (combined )?documentation archive" -A1 "$log" | grep -v "^--" || true
echo "docs: ${#products[@]} products, no warnings ($((SECONDS - start)) s)"
if [ "${1:-}" = "--preview" ]; then
  swift package --scratch-path .build-docs --disable-sandbox preview-documentation --target CGLayout
fi
