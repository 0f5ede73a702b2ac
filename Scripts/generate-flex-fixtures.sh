#!/usr/bin/env bash
# Regenerates the repository's own flexbox fixtures in Tests/CGLayoutFlexTests/BrowserFixtures/:
# - flex-cases.json: headless Chromium lays out every case of Scripts/flex-fixtures/cases.js (every property
#   and keyword, both directions, nesting, wrapping, absolute items, gaps, min/max, aspect ratio);
# - flex-text.json: the same for text-cases.js (real text in DejaVu Sans);
# - flex-pixels.json: Chromium draws every case of pixel-cases.js at device scale factors 2 and 3, each leaf a
#   solid box, and the device pixels each box covers are read back from the screenshots.
# The engine must reproduce them (FlexConformanceTests, FlexTextConformanceTests, FlexPixelGridBrowserTests).
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

# The pixel grid: screenshots at device scale factors 2 and 3.
# page.js builds and measures the text cases; the pixel page needs only its style functions.
sed -n '1,/^const results = \[\];/p' Scripts/flex-fixtures/page.js | sed '$d' > "$work/styles.js"
cat > "$work/index.html" <<'HTML'
<!DOCTYPE html>
<html><head><meta charset="utf-8"/>
<style>
body { margin: 0; background: white; }
.case { position: absolute; }
.case div { box-sizing: border-box; position: relative; display: flex; flex-direction: column; align-items: stretch;
  align-content: flex-start; flex-shrink: 0; min-width: 0; min-height: 0; margin: 0; padding: 0; border: 0 solid black; }
</style></head>
<body>
<script src="properties.js"></script><script src="pixel-cases.js"></script><script src="styles.js"></script><script src="pixel-page.js"></script>
</body></html>
HTML
for scale in 2 3; do
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
    --force-device-scale-factor="$scale" --window-size=800,800 --virtual-time-budget=5000 \
    --screenshot="$work/scale$scale.png" "file://$work/index.html" >/dev/null 2>&1
  test -s "$work/scale$scale.png" || { echo "error: no screenshot at scale $scale" >&2; exit 1; }
done
node -e "process.stdout.write(JSON.stringify(require('$work/pixel-cases.js')))" > "$work/cases.json"
python3 - "$work" "Tests/CGLayoutFlexTests/BrowserFixtures/flex-pixels.json" "$("$CHROMIUM" --version 2>/dev/null || echo Chromium)" <<'PY'
import json, struct, sys, zlib
work, out, browser = sys.argv[1], sys.argv[2], sys.argv[3]
def png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR": header = struct.unpack(">IIBBBBB", body)
        if kind == b"IDAT": chunks.append(body)
        pos += 12 + length
    width, height, depth, colour = header[:4]
    assert depth == 8 and colour in (2, 6), "8-bit RGB(A) screenshots expected"
    channels = 4 if colour == 6 else 3
    raw, stride = zlib.decompress(b"".join(chunks)), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line)); previous = line
    return width, height, channels, rows
cases = json.load(open(f"{work}/cases.json"))
def colour(index): return (20 + (index * 67) % 220, 20 + (index * 131) % 220, 20 + (index * 29) % 220)
def leaves(node, found):
    if not node["children"]: found.append(node["name"])
    for child in node["children"]: leaves(child, found)
    return found
cell, per_row, fixtures = 160, 5, []
for index, case in enumerate(cases):
    fixtures.append({"name": case["name"], "root": case["root"], "expected": {}})
for scale in (2, 3):
    width, height, channels, rows = png(f"{work}/scale{scale}.png")
    for index, case in enumerate(cases):
        x0, y0 = (index % per_row) * cell * scale, (index // per_row) * cell * scale
        names = leaves(case["root"], [])
        boxes = {}
        for y in range(y0, min(y0 + cell * scale, height)):
            row = rows[y]
            for x in range(x0, min(x0 + cell * scale, width)):
                pixel = tuple(row[x * channels:x * channels + 3])
                boxes.setdefault(pixel, [x, y, x, y])
                b = boxes[pixel]; b[0] = min(b[0], x); b[1] = min(b[1], y); b[2] = max(b[2], x); b[3] = max(b[3], y)
        expected = {}
        for k, name in enumerate(names):
            b = boxes.get(colour(k))
            # Device pixels, relative to the case's corner: [left, top, width, height]; an empty box covers none.
            expected[name] = [b[0] - x0, b[1] - y0, b[2] - b[0] + 1, b[3] - b[1] + 1] if b else [0, 0, 0, 0]
        fixtures[index]["expected"][str(scale)] = expected
with open(out, "w", encoding="utf-8") as f:
    f.write('{"browser": %s, "fixtures": [\n' % json.dumps(browser))
    f.write(",\n".join(json.dumps(case, sort_keys=True) for case in fixtures))
    f.write("\n]}\n")
print("%d pixel fixtures written to %s" % (len(fixtures), out))
PY
