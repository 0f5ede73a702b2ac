// The flexbox cases with real text, as node trees in the conformance fixtures' format:
// `style` uses the flex engine's names (camelCase, lengths as {unit, value}); a leaf with `text`
// shows that text in DejaVu Sans (`fontSize` px, 17 by default; `lineHeight` px, the font's when absent).
// Each case is laid out by the browser left-to-right and right-to-left.
'use strict';
const pt = (value) => ({ unit: 'point', value });
const texts = {
  name: 'Ada Lovelace',
  bio: 'Wrote the first program for a machine that did not exist yet.',
  relations: 'Relations with priorities, solved on Linux.',
  arabic: 'مرحبا بالعالم الجميل، هذا نص عربي للتجربة',
  hebrew: 'שלום עולם, זהו טקסט קצר בעברית',
  mixed: 'Hello مرحبا world שלום again',
  kerning: 'AVATAR Type WAVY Toyota',
  hyphens: 'well-known state-of-the-art work-in-progress',
  long: 'Supercalifragilisticexpialidocious is long',
  lines: 'First line\nSecond line that is longer',
  short: 'Like',
  time: '2h',
  digits: 'Total: 1,234.56 EUR (incl. 19% VAT)',
};
let counter = 0;
const text = (key, style = {}, extra = {}) => ({ name: `t${counter++}`, text: texts[key], style, ...extra });
const box = (style, children = []) => ({ name: `b${counter++}`, style, children });
// Gives every node a unique, readable name (root, root_child0, root_child0_child1, ...).
function named(node, name = 'root') {
  node.name = name;
  (node.children || []).forEach((child, index) => named(child, `${name}_child${index}`));
  return node;
}
const cases = [];
function add(name, root) { cases.push({ name, root: named(root) }); }

const widths = [120, 200, 320];
for (const width of widths) {
  // A column stretches its texts: each exactly the column's width, as tall as its lines.
  add(`column_stretch_${width}`, box({ width: pt(width) }, [text('bio'), text('name'), text('arabic')]));
  // Items sized to content at most the column's width (fit-content).
  add(`column_flex_start_${width}`, box({ width: pt(width), alignItems: 'flex-start' }, [text('relations'), text('short'), text('hebrew')]));
  // A row: avatar, then a text that grows and shrinks.
  add(`row_avatar_text_${width}`, box({ width: pt(width), flexDirection: 'row', alignItems: 'flex-start' }, [
    box({ width: pt(40), height: pt(40), margin: { right: pt(8) } }),
    text('bio', { flexGrow: 1, flexShrink: 1 }),
  ]));
  // Name and time at the ends of a row; the name shrinks.
  add(`row_space_between_${width}`, box({ width: pt(width), flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' }, [
    text('relations', { flexShrink: 1 }), text('time', { margin: { left: pt(8) } }),
  ]));
  // Two equal columns of text (basis 0).
  add(`row_equal_columns_${width}`, box({ width: pt(width), flexDirection: 'row' }, [
    text('kerning', { flexGrow: 1, flexBasis: pt(0) }), text('mixed', { flexGrow: 1, flexBasis: pt(0) }),
  ]));
  // Short texts wrapping onto lines, with gaps.
  add(`row_wrap_gap_${width}`, box({ width: pt(width), flexDirection: 'row', flexWrap: 'wrap', gap: { column: pt(6), row: pt(4) } }, [
    text('short'), text('name'), text('time'), text('hyphens', { flexShrink: 1 }), text('short'),
  ]));
  // Padding, border and margin around text.
  add(`padded_text_${width}`, box({ width: pt(width), padding: { all: pt(10) }, border: { all: pt(2) } }, [
    text('digits', { padding: { left: pt(6), right: pt(4) }, margin: { bottom: pt(5) } }), text('hyphens', { border: { all: pt(1) } }),
  ]));
  // A text capped by max-width, centred.
  add(`max_width_centered_${width}`, box({ width: pt(width), alignItems: 'center' }, [text('bio', { maxWidth: pt(width * 0.6) }), text('long')]));
  // Nested: a card column holding a header row and a body.
  add(`nested_card_${width}`, box({ width: pt(width), padding: { all: pt(8) } }, [
    box({ flexDirection: 'row', alignItems: 'center' }, [box({ width: pt(24), height: pt(24), margin: { right: pt(6) } }), text('name', { flexShrink: 1 })]),
    text('arabic', { margin: { top: pt(4) } }),
    box({ flexDirection: 'row', justifyContent: 'space-between', margin: { top: pt(6) } }, [text('short'), text('time')]),
  ]));
  // Hard line breaks kept, long words overflowing.
  add(`newlines_and_long_words_${width}`, box({ width: pt(width), alignItems: 'flex-start' }, [text('lines'), text('long', { flexShrink: 1 })]));
}
// Other sizes and line heights.
for (const size of [13, 15, 22]) {
  add(`font_size_${size}_column`, box({ width: pt(180) }, [text('bio', {}, { fontSize: size }), text('arabic', {}, { fontSize: size })]));
  add(`font_size_${size}_row`, box({ width: pt(240), flexDirection: 'row', alignItems: 'flex-end' }, [
    text('name', { flexShrink: 1 }, { fontSize: size }), text('relations', { flexShrink: 1 }, { fontSize: size + 4 }),
  ]));
}
for (const lineHeight of [18, 24, 31]) {
  add(`line_height_${lineHeight}`, box({ width: pt(150) }, [text('bio', {}, { lineHeight }), text('hebrew', {}, { lineHeight })]));
}
// Content-sized containers: the root sizes to its texts.
add('content_sized_row', box({ flexDirection: 'row', alignItems: 'flex-start' }, [text('name'), text('time', { margin: { left: pt(4) } })]));
add('content_sized_column', box({ alignItems: 'flex-end' }, [text('kerning'), text('mixed'), text('digits')]));
add('content_sized_max_width', box({ maxWidth: pt(160) }, [text('bio'), text('short')]));
// Row-reverse and column-reverse with text.
add('row_reverse_text', box({ width: pt(260), flexDirection: 'row-reverse' }, [text('name'), text('hebrew', { flexShrink: 1 })]));
add('column_reverse_text', box({ width: pt(140), flexDirection: 'column-reverse' }, [text('relations'), text('time')]));
// Align-items baseline is not used (text baselines are out of scope here); stretch in rows with fixed height.
add('row_fixed_height_stretch', box({ width: pt(220), height: pt(90), flexDirection: 'row' }, [text('bio', { flexShrink: 1 }), text('arabic', { flexShrink: 1 })]));
add('grow_shrink_mix', box({ width: pt(300), flexDirection: 'row' }, [
  text('name', { flexGrow: 2 }), text('bio', { flexShrink: 1, flexBasis: pt(150) }), text('time', { flexGrow: 1 }),
]));
for (const width of [90, 150, 260]) {
  // Two texts sharing a row, both shrinking by their sizes.
  add(`row_two_texts_shrink_${width}`, box({ width: pt(width), flexDirection: 'row', alignItems: 'flex-start' }, [
    text('relations', { flexShrink: 1 }), text('hebrew', { flexShrink: 1 }),
  ]));
  // Texts at the end of a column.
  add(`column_align_end_${width}`, box({ width: pt(width), alignItems: 'flex-end', padding: { horizontal: pt(5) } }, [text('mixed'), text('digits')]));
  // A percent width and a min-width.
  add(`percent_and_min_width_${width}`, box({ width: pt(width), flexDirection: 'row', flexWrap: 'wrap' }, [
    text('bio', { width: { unit: 'percent', value: 50 } }), text('name', { minWidth: pt(60), flexShrink: 1 }),
  ]));
  // Lines of wrapped items, centred, with align-content centre in a fixed height.
  add(`wrap_align_content_center_${width}`, box({ width: pt(width), height: pt(200), flexDirection: 'row', flexWrap: 'wrap',
                                                   alignContent: 'center', justifyContent: 'center' }, [
    text('kerning'), text('short'), text('arabic', { flexShrink: 1 }),
  ]));
}
add('wrap_reverse_texts', box({ width: pt(170), flexDirection: 'row', flexWrap: 'wrap-reverse' }, [text('name'), text('relations', { flexShrink: 1 }), text('time')]));
add('text_flex_basis_percent', box({ width: pt(280), flexDirection: 'row' }, [
  text('bio', { flexBasis: { unit: 'percent', value: 40 }, flexShrink: 1 }), text('hebrew', { flexGrow: 1, flexShrink: 1 }),
]));
add('text_max_height', box({ width: pt(120) }, [text('bio', { maxHeight: pt(50) }), text('name')]));
add('text_fixed_height_row', box({ width: pt(200), flexDirection: 'row', alignItems: 'flex-start' }, [text('bio', { height: pt(30), flexShrink: 1 }), text('time')]));
if (typeof module !== 'undefined') module.exports = cases;
