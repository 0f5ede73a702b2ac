#!/usr/bin/env bash
# Regenerates the pixel grid fixtures: headless Chromium draws every case of
# Scripts/flex-fixtures/pixel-cases.js at device scale factors 2 and 3, each leaf a solid box, and the
# device pixels each box covers are read back from the screenshots into
# Tests/CGLayoutFlexTests/BrowserFixtures/flex-pixels.json. The engine, rounding to the same pixel grid
# (pointScaleFactor 2 and 3), must cover the same pixels (FlexPixelGridTests).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/chromium.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp Scripts/flex-fixtures/*.js "$work/"
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
