// Runs in the generator's page: builds every case of `cases` in the DOM, lays it out in both
// directions and writes the frames (relative to the parent, unrounded) as base64 JSON into #result.
// Styles are turned into CSS by the engine's table of properties (properties.js, generated from
// FlexProperty.all): this page knows the table's syntaxes, not the properties' names.
'use strict';
function css(value) {
  if (typeof value !== 'object') return String(value);
  switch (value.unit) {
    case 'point': return `${value.value}px`;
    case 'percent': return `${value.value}%`;
    case 'auto': return 'auto';
    default: return value.unit;   // max-content, fit-content, stretch
  }
}
function applyStyle(element, style) {
  for (const key of Object.keys(style)) {
    if (!flexProperties[key]) throw new Error(`unknown style key ${key}`);
  }
  // In the table's order (a shorthand before its longhands), as the engine's fixture reader applies them.
  for (const [key, property] of Object.entries(flexProperties)) {
    if (!(key in style)) continue;
    const value = style[key];
    switch (property.syntax) {
      case 'keywords':
        if (!property.keywords[value]) throw new Error(`unknown keyword ${key}: ${value}`);
        element.style.setProperty(property.css, property.keywords[value]);
        break;
      case 'size': case 'length': case 'number': case 'ratio':
        element.style.setProperty(property.css, css(value));
        break;
      case 'flex':
        // Yoga's flex: a positive number grows from a basis of 0 (unless a basis is set), a negative one shrinks.
        if (value > 0) { element.style.flexGrow = String(value); if (!('flexBasis' in style)) element.style.flexBasis = '0px'; }
        else if (value < 0) element.style.flexShrink = String(-value);
        break;
      case 'gap': {
        const all = value.all ? css(value.all) : null;
        if (value.row || all) element.style.rowGap = value.row ? css(value.row) : all;
        if (value.column || all) element.style.columnGap = value.column ? css(value.column) : all;
        break;
      }
      case 'edges':
        // Least specific key first: the most specific one wins, as in the engine.
        for (const [edge, name] of property.edges) {
          if (value[edge] !== undefined) element.style.setProperty(name, css(value[edge]));
        }
        break;
      default:
        throw new Error(`unknown syntax ${property.syntax}`);
    }
  }
}
function build(node) {
  const element = document.createElement('div');
  element.dataset.name = node.name;
  applyStyle(element, node.style || {});
  if (node.text !== undefined) {
    element.className = 'text';
    element.textContent = node.text;
    element.style.fontSize = `${node.fontSize || 17}px`;
    if (node.lineHeight) element.style.lineHeight = `${node.lineHeight}px`;
  }
  for (const child of node.children || []) element.appendChild(build(child));
  return element;
}
function frames(element, list) {
  const rect = element.getBoundingClientRect();
  const parent = element.parentElement.getBoundingClientRect();
  const isRoot = element.parentElement.classList.contains('case');
  list.push({ name: element.dataset.name, left: isRoot ? 0 : rect.left - parent.left, top: isRoot ? 0 : rect.top - parent.top,
              width: rect.width, height: rect.height });
  for (const child of element.children) frames(child, list);
  return list;
}
const results = [];
for (const fixture of cases) {
  const host = document.createElement('div');
  host.className = 'case';
  const root = build(fixture.root);
  host.appendChild(root);
  document.body.appendChild(host);
  const expected = [];
  for (const direction of ['ltr', 'rtl']) {
    root.style.direction = direction;
    expected.push({ direction, nodes: frames(root, []) });
  }
  // Unrounded frames: the engine checks them with no pixel grid (pointScaleFactor 0).
  const result = { name: fixture.name, root: fixture.root, config: { pointScaleFactor: 0 }, expected };
  if (fixture.category) result.category = fixture.category;
  results.push(result);
  host.remove();
}
const json = JSON.stringify({ font: 'DejaVu Sans', browser: navigator.userAgent, fixtures: results });
const bytes = new TextEncoder().encode(json);
let binary = '';
for (const byte of bytes) binary += String.fromCharCode(byte);
document.getElementById('result').textContent = btoa(binary);
