// Runs in the pixel generator's page: lays every case of pixel-cases.js out in its own cell of a
// grid (cells at whole CSS pixels), leaves painted in solid colours, for a screenshot at a device
// scale factor. Styles become CSS as in page.js (shared: applyStyle).
'use strict';
const cell = 160, perRow = 5;
function colour(index) { return [20 + (index * 67) % 220, 20 + (index * 131) % 220, 20 + (index * 29) % 220]; }
function paint(element, node, counter) {
  if (node.children.length === 0) {
    const [r, g, b] = colour(counter.next++);
    element.style.backgroundColor = `rgb(${r}, ${g}, ${b})`;
  }
  node.children.forEach((child, index) => paint(element.children[index], child, counter));
}
cases.forEach((fixture, index) => {
  const host = document.createElement('div');
  host.className = 'case';
  host.style.left = `${(index % perRow) * cell}px`;
  host.style.top = `${Math.floor(index / perRow) * cell}px`;
  const root = build(fixture.root);
  paint(root, fixture.root, { next: 0 });
  host.appendChild(root);
  document.body.appendChild(host);
});
