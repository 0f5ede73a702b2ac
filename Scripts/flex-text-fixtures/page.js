// Runs in the generator's page: builds every case of cases.js in the DOM, lays it out in both
// directions and writes the frames (relative to the parent, unrounded) as base64 JSON into #result.
'use strict';
const styleNames = {
  width: 'width', height: 'height', minWidth: 'min-width', maxWidth: 'max-width', minHeight: 'min-height', maxHeight: 'max-height',
  flexBasis: 'flex-basis', flexGrow: 'flex-grow', flexShrink: 'flex-shrink', flexDirection: 'flex-direction',
  justifyContent: 'justify-content', alignItems: 'align-items', alignSelf: 'align-self', alignContent: 'align-content', flexWrap: 'flex-wrap',
};
function css(value) { return typeof value === 'object' ? (value.unit === 'percent' ? `${value.value}%` : `${value.value}px`) : String(value); }
function applyEdges(element, property, edges) {
  const map = { left: ['left'], right: ['right'], top: ['top'], bottom: ['bottom'], all: ['left', 'right', 'top', 'bottom'],
                horizontal: ['left', 'right'], vertical: ['top', 'bottom'] };
  for (const [key, value] of Object.entries(edges)) {
    for (const side of map[key]) element.style.setProperty(property === 'border' ? `border-${side}-width` : `${property}-${side}`, css(value));
  }
}
function build(node) {
  const element = document.createElement('div');
  element.dataset.name = node.name;
  for (const [key, value] of Object.entries(node.style || {})) {
    if (styleNames[key]) element.style.setProperty(styleNames[key], css(value));
    else if (key === 'margin' || key === 'padding' || key === 'border') applyEdges(element, key, value);
    else if (key === 'gap') { if (value.column) element.style.columnGap = css(value.column); if (value.row) element.style.rowGap = css(value.row); }
  }
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
  results.push({ name: fixture.name, root: fixture.root, expected });
  host.remove();
}
const json = JSON.stringify({ font: 'DejaVu Sans', browser: navigator.userAgent, fixtures: results });
const bytes = new TextEncoder().encode(json);
let binary = '';
for (const byte of bytes) binary += String.fromCharCode(byte);
document.getElementById('result').textContent = btoa(binary);
