// The repository's own flexbox cases, as node trees in the conformance fixtures' format (`style`
// keys are the engine's fixture names, see properties.js; lengths are {unit, value}). Every property
// and keyword, nesting, wrapping, absolute items, gaps, min/max sizes and aspect ratios; the page lays
// each case out left-to-right and right-to-left. Roots have a definite width (an engine root with an
// undefined width is as wide as its content, a browser's root is as wide as the page).
'use strict';
const pt = (value) => ({ unit: 'point', value });
const pc = (value) => ({ unit: 'percent', value });
const auto = { unit: 'auto' };
const keyword = (unit) => ({ unit });
const box = (style, children = []) => ({ style, children });
const leaf = (width, height, style = {}) => box({ width: pt(width), height: pt(height), ...style });
function named(node, name = 'root') {
  node.name = name;
  node.children.forEach((child, index) => named(child, `${name}_child${index}`));
  return node;
}
const cases = [];
const seen = new Set();
function add(category, name, root) {
  const full = `${category}_${name}`.replace(/[^A-Za-z0-9_]/g, '_');
  if (seen.has(full)) throw new Error(`duplicate case ${full}`);
  seen.add(full);
  cases.push({ category, name: full, root: named(root) });
}
const directions = ['row', 'row-reverse', 'column', 'column-reverse'];
const justify = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'];
const edgeKeys = ['left', 'top', 'right', 'bottom', 'start', 'end', 'horizontal', 'vertical', 'all'];

// justify-content in every direction, with room to spare and with items that overflow.
for (const direction of directions) {
  for (const value of justify) {
    add('justify', `${direction}_${value}`, box({ width: pt(200), height: pt(150), flexDirection: direction, justifyContent: value }, [
      leaf(30, 20, { margin: { start: pt(5) } }), leaf(40, 30), leaf(20, 10),
    ]));
  }
}
for (const value of justify) {
  add('justify', `overflow_${value}`, box({ width: pt(200), height: pt(50), flexDirection: 'row', justifyContent: value }, [
    leaf(90, 20), leaf(90, 20), leaf(90, 20),
  ]));
}
// align-items in every direction (baseline in rows: boxes without text have their bottom edge as baseline).
for (const direction of directions) {
  for (const value of ['flex-start', 'center', 'flex-end', 'stretch', 'baseline']) {
    if (value === 'baseline' && direction.startsWith('column')) continue;
    const row = direction.startsWith('row');
    add('align_items', `${direction}_${value}`, box({ width: pt(200), height: pt(120), flexDirection: direction, alignItems: value }, [
      box(row ? { width: pt(30), height: pt(20) } : { width: pt(30), height: pt(20) }),
      box(row ? { width: pt(40) } : { height: pt(30) }),
      box(row ? { width: pt(20), height: pt(50), margin: { top: pt(4) } } : { width: pt(50), height: pt(20), margin: { left: pt(4) } }),
    ]));
  }
}
// Baseline in wrapping columns (no shared baseline across: browsers put the items at each line's left edge).
for (const direction of ['column', 'column-reverse']) {
  for (const wrap of ['wrap', 'wrap-reverse']) {
    add('align_items', `${direction}_${wrap}_baseline`, box({ width: pt(120), height: pt(100), flexDirection: direction, flexWrap: wrap, alignItems: 'baseline' }, [
      leaf(50, 50), leaf(30, 40), leaf(40, 70), leaf(50, 20),
    ]));
  }
}
// align-self against the container's align-items.
for (const direction of ['row', 'column']) {
  for (const value of ['auto', 'flex-start', 'center', 'flex-end', 'stretch', 'baseline']) {
    if (value === 'baseline' && direction === 'column') continue;
    add('align_self', `${direction}_${value}`, box({ width: pt(200), height: pt(120), flexDirection: direction, alignItems: 'flex-end' }, [
      leaf(30, 30), box(direction === 'row' ? { width: pt(40), alignSelf: value } : { height: pt(40), alignSelf: value }), leaf(25, 25),
    ]));
  }
}
// align-content with wrapping lines.
for (const direction of ['row', 'column']) {
  for (const wrap of ['wrap', 'wrap-reverse']) {
    for (const value of ['flex-start', 'center', 'flex-end', 'stretch', 'space-between', 'space-around', 'space-evenly']) {
      const items = [0, 1, 2, 3, 4].map((i) => direction === 'row' ? box({ width: pt(60), height: pt(20 + 5 * (i % 2)) }) : box({ width: pt(20 + 5 * (i % 2)), height: pt(50) }));
      add('align_content', `${direction}_${wrap}_${value}`, box({ width: pt(200), height: pt(160), flexDirection: direction, flexWrap: wrap, alignContent: value }, items));
    }
  }
}
// flex-wrap in every direction, with and without gaps.
for (const direction of directions) {
  for (const wrap of ['no-wrap', 'wrap', 'wrap-reverse']) {
    add('wrap', `${direction}_${wrap}`, box({ width: pt(200), height: pt(180), flexDirection: direction, flexWrap: wrap },
      [0, 1, 2, 3, 4].map((i) => leaf(70, 40 + 10 * (i % 3)))));
  }
}
// Flexible lengths: grow, shrink and basis of one item beside a fixed one, with space to share and too little.
for (const grow of [0, 1, 2]) {
  for (const shrink of [0, 2]) {
    for (const [basisName, basis] of [['auto', null], ['zero', pt(0)], ['px', pt(50)], ['percent', pc(40)]]) {
      for (const other of [120, 260]) {
        const style = { flexGrow: grow, flexShrink: shrink, width: pt(100), height: pt(20) };
        if (basis) style.flexBasis = basis;
        add('flexible', `g${grow}_s${shrink}_${basisName}_beside_${other}`, box({ width: pt(300), flexDirection: 'row' }, [
          box(style), box({ flexGrow: 1, flexShrink: 1, width: pt(other), height: pt(20) }),
        ]));
      }
    }
  }
}
// The flex shorthand as Yoga reads a number.
for (const direction of ['row', 'column']) {
  for (const flex of [1, 2, -1, 0]) {
    add('flex', `${direction}_${String(flex).replace('-', 'minus')}`, box({ width: pt(200), height: pt(200), flexDirection: direction }, [
      box({ flex, width: pt(150), height: pt(150) }), box({ flex: 1, width: pt(80), height: pt(80) }),
    ]));
  }
}
// Min and max sizes clamping grown and shrunk items.
for (const direction of ['row', 'column']) {
  for (const [property, value] of [['minWidth', pt(90)], ['maxWidth', pt(40)], ['minHeight', pt(90)], ['maxHeight', pt(40)],
                                   ['minWidth', pc(45)], ['maxWidth', pc(20)], ['minHeight', pc(45)], ['maxHeight', pc(20)]]) {
    add('min_max', `${direction}_${property}_${value.unit}`, box({ width: pt(200), height: pt(200), flexDirection: direction }, [
      box({ flexGrow: 1, flexShrink: 1, [property]: value }), box({ flexGrow: 2, flexShrink: 1, width: pt(60), height: pt(60) }),
    ]));
  }
}
add('min_max', 'min_over_max', box({ width: pt(200), height: pt(100), flexDirection: 'row' }, [box({ flexGrow: 1, minWidth: pt(80), maxWidth: pt(50) })]));
add('min_max', 'container_max_width', box({ width: pt(300), maxWidth: pt(150), flexDirection: 'row' }, [leaf(100, 20), box({ flexGrow: 1, height: pt(20) })]));
// Margins per edge key, in points, percentages and auto; negative margins.
for (const key of edgeKeys) {
  for (const [unit, value] of [['px', pt(7)], ['percent', pc(5)], ['auto', auto]]) {
    add('margin', `${key}_${unit}`, box({ width: pt(200), height: pt(100), flexDirection: 'row' }, [
      leaf(40, 30, { margin: { [key]: value } }), leaf(30, 20),
    ]));
  }
}
for (const key of ['left', 'top', 'start', 'all']) {
  add('margin', `negative_${key}`, box({ width: pt(200), height: pt(100), flexDirection: 'row' }, [leaf(40, 30), leaf(40, 30, { margin: { [key]: pt(-10) } })]));
}
// Padding and border per edge key.
for (const key of edgeKeys) {
  for (const [unit, value] of [['px', pt(9)], ['percent', pc(4)]]) {
    // (On an item: a root's percentages resolve against its owner, which the engine's root does not have.)
    add('padding', `${key}_${unit}`, box({ width: pt(200), height: pt(100) }, [box({ flexGrow: 1, flexDirection: 'row', padding: { [key]: value } }, [
      box({ flexGrow: 1 }), leaf(30, 20),
    ])]));
  }
  add('border', `${key}`, box({ width: pt(200), height: pt(100), border: { [key]: pt(6) } }, [box({ height: pt(20) }), leaf(30, 20)]));
}
// Relative insets per key.
for (const key of edgeKeys) {
  for (const [unit, value] of [['px', pt(11)], ['percent', pc(10)]]) {
    add('relative', `${key}_${unit}`, box({ width: pt(200), height: pt(100), flexDirection: 'row' }, [
      leaf(40, 30, { position: { [key]: value } }), leaf(30, 20),
    ]));
  }
}
// Absolutely positioned items: one inset, two opposite insets (sizing the item), and the static position.
for (const key of edgeKeys) {
  add('absolute', `inset_${key}`, box({ width: pt(200), height: pt(120), padding: { all: pt(5) }, border: { all: pt(2) } }, [
    leaf(30, 30), leaf(40, 20, { positionType: 'absolute', position: { [key]: pt(12) } }),
  ]));
}
for (const [name, position] of [['left_right', { left: pt(10), right: pt(30) }], ['top_bottom', { top: pt(10), bottom: pt(20) }],
                                ['start_end', { start: pt(15), end: pt(5) }], ['all', { all: pt(8) }]]) {
  add('absolute', `stretched_${name}`, box({ width: pt(200), height: pt(120) }, [box({ positionType: 'absolute', position })]));
  add('absolute', `sized_${name}`, box({ width: pt(200), height: pt(120) }, [box({ positionType: 'absolute', position, width: pt(50), height: pt(40) })]));
}
for (const value of justify) {
  add('absolute', `static_justify_${value}`, box({ width: pt(200), height: pt(120), flexDirection: 'row', justifyContent: value }, [
    leaf(40, 20, { positionType: 'absolute' }), leaf(30, 30),
  ]));
}
for (const value of ['flex-start', 'center', 'flex-end', 'stretch']) {
  add('absolute', `static_align_${value}`, box({ width: pt(200), height: pt(120), flexDirection: 'row', alignItems: value }, [
    leaf(40, 20, { positionType: 'absolute' }), leaf(30, 30),
  ]));
}
add('absolute', 'percent_size', box({ width: pt(200), height: pt(120) }, [box({ positionType: 'absolute', width: pc(50), height: pc(25), position: { right: pc(10) } })]));
add('absolute', 'margins', box({ width: pt(200), height: pt(120) }, [leaf(40, 40, { positionType: 'absolute', margin: { all: pt(6) }, position: { bottom: pt(0), end: pt(0) } })]));
// Gaps: all, row and column, in points and percentages, in wrapping rows and columns.
for (const direction of ['row', 'column']) {
  for (const key of ['all', 'row', 'column']) {
    for (const [unit, value] of [['px', pt(10)], ['percent', pc(5)]]) {
      add('gap', `${direction}_${key}_${unit}`, box({ width: pt(200), height: pt(200), flexDirection: direction, flexWrap: 'wrap', gap: { [key]: value } },
        [0, 1, 2, 3, 4, 5].map(() => leaf(55, 45))));
    }
  }
}
for (const key of ['columnGap', 'rowGap']) {
  add('gap', key, box({ width: pt(200), height: pt(200), flexDirection: 'row', flexWrap: 'wrap', [key]: pt(12) }, [0, 1, 2, 3, 4].map(() => leaf(60, 40))));
}
// Aspect ratio: from a width, from a height, from a grown or stretched size, against min and max.
for (const ratio of [2, 0.5, 16 / 9]) {
  const r = String(ratio).replace('.', '_');
  add('aspect_ratio', `width_${r}`, box({ width: pt(200), height: pt(200), alignItems: 'flex-start' }, [box({ width: pt(60), aspectRatio: ratio })]));
  add('aspect_ratio', `height_${r}`, box({ width: pt(200), height: pt(200), alignItems: 'flex-start' }, [box({ height: pt(60), aspectRatio: ratio })]));
  add('aspect_ratio', `stretched_${r}`, box({ width: pt(200), height: pt(300) }, [box({ aspectRatio: ratio })]));
  add('aspect_ratio', `grow_row_${r}`, box({ width: pt(200), height: pt(200), flexDirection: 'row', alignItems: 'flex-start' }, [box({ flexGrow: 1, aspectRatio: ratio }), leaf(50, 20)]));
}
add('aspect_ratio', 'max_height', box({ width: pt(200), height: pt(300) }, [box({ aspectRatio: 1, maxHeight: pt(80) })]));
add('aspect_ratio', 'min_width', box({ width: pt(200), height: pt(200), alignItems: 'flex-start' }, [box({ height: pt(20), aspectRatio: 1, minWidth: pt(50) })]));
// display: none and contents; overflow.
for (const direction of ['row', 'column']) {
  add('display', `none_${direction}`, box({ width: pt(200), height: pt(100), flexDirection: direction, gap: { all: pt(10) } }, [
    leaf(30, 30), leaf(40, 40, { display: 'none' }), leaf(20, 20),
  ]));
  add('display', `contents_${direction}`, box({ width: pt(200), height: pt(100), flexDirection: direction }, [
    leaf(30, 30), box({ display: 'contents' }, [leaf(20, 20), box({ flexGrow: 1 })]), leaf(25, 25),
  ]));
  for (const overflow of ['visible', 'hidden', 'scroll']) {
    add('overflow', `${direction}_${overflow}`, box({ width: pt(100), height: pt(80), flexDirection: direction }, [
      box({ overflow, flexGrow: 1, padding: { all: pt(3) } }, [leaf(60, 60)]), leaf(20, 20),
    ]));
  }
}
// box-sizing.
for (const sizing of ['border-box', 'content-box']) {
  add('box_sizing', `${sizing}_padding`, box({ width: pt(200), height: pt(200), alignItems: 'flex-start' }, [
    box({ boxSizing: sizing, width: pt(50), height: pt(40), padding: { all: pt(6) } }),
  ]));
  add('box_sizing', `${sizing}_border`, box({ width: pt(200), height: pt(200), alignItems: 'flex-start' }, [
    box({ boxSizing: sizing, width: pt(50), height: pt(40), border: { left: pt(4), top: pt(3) } }),
  ]));
  add('box_sizing', `${sizing}_min_max`, box({ width: pt(200), height: pt(200), alignItems: 'flex-start' }, [
    box({ boxSizing: sizing, minWidth: pt(60), maxHeight: pt(30), height: pt(90), padding: { horizontal: pt(5) } }),
  ]));
}
// An inner direction against the pass's.
for (const direction of ['ltr', 'rtl']) {
  add('direction', `inner_${direction}`, box({ width: pt(200), height: pt(100) }, [
    box({ direction, flexDirection: 'row', margin: { start: pt(10) }, padding: { end: pt(5) } }, [leaf(30, 20, { margin: { start: pt(4) } }), leaf(40, 20)]),
  ]));
  add('direction', `inner_absolute_${direction}`, box({ width: pt(200), height: pt(100) }, [
    box({ direction, height: pt(60) }, [leaf(30, 20, { positionType: 'absolute', position: { start: pt(7) } })]),
  ]));
}
// Sizing keywords with boxes as content.
for (const value of ['max-content', 'fit-content']) {
  add('keywords', `width_${value}`, box({ width: pt(200), height: pt(100), alignItems: 'flex-start' }, [
    box({ width: keyword(value), flexDirection: 'row' }, [leaf(50, 20), leaf(70, 20)]),
  ]));
  add('keywords', `width_${value}_narrow`, box({ width: pt(100), height: pt(100), alignItems: 'flex-start' }, [
    box({ width: keyword(value), flexDirection: 'row', flexWrap: 'wrap' }, [leaf(50, 20), leaf(70, 20)]),
  ]));
}
// Nested trees from a seeded generator (the same trees on every run).
let state = 12345;
const random = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
const pick = (list) => list[Math.floor(random() * list.length)];
function tree(depth) {
  const style = {};
  if (random() < 0.5) style.flexDirection = pick(directions);
  if (random() < 0.4) style.justifyContent = pick(justify);
  if (random() < 0.4) style.alignItems = pick(['flex-start', 'center', 'flex-end', 'stretch']);
  if (random() < 0.3) style.flexWrap = pick(['wrap', 'wrap-reverse']);
  if (random() < 0.3) style.padding = { [pick(edgeKeys)]: pt(Math.floor(random() * 12)) };
  if (random() < 0.3) style.margin = { [pick(edgeKeys)]: pt(Math.floor(random() * 10)) };
  if (random() < 0.2) style.border = { [pick(edgeKeys)]: pt(Math.floor(random() * 4)) };
  if (random() < 0.3) style.gap = { [pick(['all', 'row', 'column'])]: pt(Math.floor(random() * 8)) };
  if (random() < 0.4) style.flexGrow = Math.floor(random() * 3);
  if (random() < 0.3) style.flexShrink = Math.floor(random() * 3);
  const count = depth >= 3 ? 0 : Math.floor(random() * 4);
  if (count === 0) {
    style.width = pt(10 + Math.floor(random() * 60));
    style.height = pt(10 + Math.floor(random() * 40));
    return box(style);
  }
  return box(style, Array.from({ length: count }, () => tree(depth + 1)));
}
for (let index = 0; index < 90; index++) {
  const root = tree(1);
  root.style.width = pt(220 + 10 * (index % 5));
  root.style.height = pt(240);
  delete root.style.margin;
  add('nested', `seeded_${index}`, root);
}
if (typeof module !== 'undefined') module.exports = cases;
