// Flexbox cases whose frames fall between pixels (thirds, sevenths, percentages, fractional
// margins and paddings, nesting at fractional offsets), for the pixel grid check: the browser draws
// each leaf as a solid box at a device scale factor, and the generator reads the box's pixels back.
// Leaves never overlap. Styles use the engine's fixture names (properties.js).
'use strict';
const pt = (value) => ({ unit: 'point', value });
const pc = (value) => ({ unit: 'percent', value });
const box = (style, children = []) => ({ style, children });
function named(node, name = 'root') {
  node.name = name;
  node.children.forEach((child, index) => named(child, `${name}_child${index}`));
  return node;
}
const cases = [];
function add(name, root) { cases.push({ name, root: named(root) }); }
const grow = (n, style = {}) => box({ flexGrow: n, ...style });
for (const count of [3, 6, 7]) {
  add(`row_${count}_equal`, box({ width: pt(100), height: pt(20), flexDirection: 'row' }, Array.from({ length: count }, () => grow(1))));
  add(`column_${count}_equal`, box({ width: pt(20), height: pt(100) }, Array.from({ length: count }, () => grow(1))));
}
add('row_grow_1_2', box({ width: pt(100), height: pt(20), flexDirection: 'row' }, [grow(1), grow(2)]));
add('row_grow_1_2_3_gap', box({ width: pt(101), height: pt(20), flexDirection: 'row', gap: { all: pt(1.5) } }, [grow(1), grow(2), grow(3)]));
add('row_percent_widths', box({ width: pt(137), height: pt(20), flexDirection: 'row' }, [
  box({ width: pc(33.3) }), box({ width: pc(12.5) }), box({ width: pc(21.7) }),
]));
add('fractional_margins', box({ width: pt(120), height: pt(40), flexDirection: 'row', alignItems: 'flex-start' }, [
  box({ width: pt(10.3), height: pt(10.6), margin: { left: pt(0.4), top: pt(1.25) } }),
  box({ width: pt(20.5), height: pt(7.5), margin: { left: pt(0.75) } }),
  box({ width: pt(5.2), height: pt(5.8), margin: { left: pt(1.1), top: pt(2.6) } }),
]));
add('fractional_padding_nested', box({ width: pt(100), height: pt(60), padding: { left: pt(0.3), top: pt(0.45) } }, [
  box({ flexGrow: 1, flexDirection: 'row', padding: { left: pt(1.4), top: pt(0.7) } }, [grow(1), grow(1), grow(1)]),
]));
add('justify_center_odd', box({ width: pt(101), height: pt(30), flexDirection: 'row', justifyContent: 'center', alignItems: 'center' }, [
  box({ width: pt(33), height: pt(11) }), box({ width: pt(20), height: pt(7) }),
]));
add('space_between_7', box({ width: pt(100), height: pt(10), flexDirection: 'row', justifyContent: 'space-between' },
  Array.from({ length: 7 }, () => box({ width: pt(3) }))));
add('space_evenly_4', box({ width: pt(99), height: pt(10), flexDirection: 'row', justifyContent: 'space-evenly' },
  Array.from({ length: 4 }, () => box({ width: pt(7.3) }))));
add('wrap_thirds', box({ width: pt(100), flexDirection: 'row', flexWrap: 'wrap' },
  Array.from({ length: 6 }, () => box({ width: pc(33.3333), height: pt(12.5) }))));
add('aspect_ratio_thirds', box({ width: pt(100), height: pt(100), alignItems: 'flex-start' }, [box({ width: pt(50), aspectRatio: 3 })]));
add('nested_thirds', box({ width: pt(100), height: pt(60), flexDirection: 'row' }, [
  grow(1, { flexDirection: 'column' }), grow(1, { flexDirection: 'column' }, ), grow(1, { flexDirection: 'column' }),
].map((column) => { column.children = [grow(1), grow(1), grow(1)]; return column; })));
add('align_center_fraction', box({ width: pt(50), height: pt(51), flexDirection: 'row', alignItems: 'center' }, [
  box({ width: pt(10), height: pt(10.1) }), box({ width: pt(10), height: pt(12.7) }), box({ width: pt(10), height: pt(3.3) }),
]));
add('absolute_fractions', box({ width: pt(100), height: pt(100) }, [
  box({ positionType: 'absolute', position: { left: pt(10.4), top: pt(20.6) }, width: pt(30.3), height: pt(15.5) }),
  box({ positionType: 'absolute', position: { right: pt(3.3), bottom: pt(7.7) }, width: pt(12.25), height: pt(9.75) }),
]));
add('gap_fraction_column', box({ width: pt(40), height: pt(100), gap: { row: pt(2.2) } }, Array.from({ length: 5 }, () => grow(1))));
add('shrink_fraction', box({ width: pt(100), height: pt(20), flexDirection: 'row' }, [
  box({ width: pt(70), flexShrink: 1 }), box({ width: pt(50), flexShrink: 2 }), box({ width: pt(13), flexShrink: 1 }),
]));
if (typeof module !== 'undefined') module.exports = cases;
