#!/usr/bin/env bash
# Builds the documentation site: every library module in one DocC site (combined documentation: a landing page
# that links the modules, and links between them), and fails on any DocC warning or on a code line too long for
# the page.
#
#   bash Scripts/docs.sh            # the site in .build-docs/site (static files: serve the folder with any web server)
#   bash Scripts/docs.sh --preview  # then serves it on http://localhost:8000/documentation/ (python3)
#
# swift-docc-plugin is not a dependency of the package: CGLAYOUT_DOCS=1 adds it to Package.swift for this
# run only, so library users and `swift build` / `swift test` never fetch or build it. The build goes to
# its own folder (.build-docs) so it does not disturb the main build. `.spi.yml` names the same modules for
# the Swift Package Index.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
export CGLAYOUT_DOCS=1
modules=(CGLayout SimpleLayoutEngine CGLayoutSVG Cassowary CGLayoutRelations CGLayoutFlex CGLayoutText CGLayoutHosting)
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
site=.build-docs/site
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$SECONDS
# Swift code in the articles fits the page: DocC shows about 84 characters of code before a line scrolls sideways.
# (What a program prints, in ```text blocks, is shown as it is printed.)
too_long="$(python3 - Sources/*/*.docc/*.md <<'PY'
import sys
for path in sys.argv[1:]:
    swift = False
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if line.lstrip().startswith("```"):
            swift = line.strip() == "```swift"
        elif swift and len(line) > 84:
            print(f"{path}:{number}: {len(line)} characters")
PY
)"
if [ -n "$too_long" ]; then
  echo "$too_long"
  echo "docs: the code lines above are longer than 84 characters and would scroll sideways on the page" >&2
  exit 1
fi
rm -rf "$site"
if ! swift package --scratch-path .build-docs --allow-writing-to-directory "$site" generate-documentation \
     --enable-experimental-combined-documentation "${targets[@]}" \
     --transform-for-static-hosting --output-path "$site" >"$log" 2>&1; then
  cat "$log"
  echo "docs: swift package generate-documentation failed" >&2
  exit 1
fi
if grep -E "warning:|error:" "$log"; then
  echo "docs: DocC reported the warnings above (every module must build without warnings)" >&2
  exit 1
fi
test -d "$site/documentation/cglayout" || { cat "$log"; echo "docs: no CGLayout pages in $site" >&2; exit 1; }
echo "docs: ${#modules[@]} modules in one site ($site), no warnings ($((SECONDS - start)) s)"
if [ "${1:-}" = "--preview" ]; then
  echo "docs: serving http://localhost:8000/documentation/ (Ctrl-C stops)"
  python3 -m http.server --bind 127.0.0.1 --directory "$site" 8000
fi
