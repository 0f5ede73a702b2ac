// Runs in the gallery page: checks each measured text line against what the browser draws.
(function () {
  const tolerance = 0.5;
  const out = [];
  for (const text of document.querySelectorAll('svg text.line')) {
    const measured = parseFloat(text.getAttribute('data-width'));
    const [x, y, w, h] = text.getAttribute('data-box').split(' ').map(parseFloat);
    const drawn = text.getComputedTextLength();
    const box = text.getBBox();
    const section = text.closest('section');
    const where = (section ? section.id : '?') + ' "' + text.textContent + '"';
    const problems = [];
    if (!(Math.abs(drawn - measured) <= tolerance)) problems.push('width ' + drawn.toFixed(3) + ' drawn, ' + measured + ' measured');
    // A line that ends at its box's right edge (right-aligned in a right-to-left picture) may overhang it by a
    // glyph's side bearing (≤ 1 pt), as a right-aligned label's last glyph does on any platform.
    const endTolerance = text.getAttribute('data-align') === 'end' ? 1 : tolerance;
    if (box.x < x - tolerance || box.x + box.width > x + w + endTolerance) problems.push('x ' + box.x.toFixed(2) + '…' + (box.x + box.width).toFixed(2) + ' outside ' + x + '…' + (x + w));
    if (box.y < y - tolerance || box.y + box.height > y + h + tolerance) problems.push('y ' + box.y.toFixed(2) + '…' + (box.y + box.height).toFixed(2) + ' outside ' + y + '…' + (y + h));
    out.push((problems.length ? 'FAIL ' : 'ok ') + where + (problems.length ? ': ' + problems.join('; ') : ' ' + drawn.toFixed(3)));
  }
  // Labels (names beside the pictures, captions of trace steps) as drawn: no two overlap, none leaves its
  // picture's canvas, none covers a line of text.
  for (const svg of document.querySelectorAll('svg')) {
    const view = svg.viewBox.baseVal;
    const section = svg.closest('section');
    const labels = Array.from(svg.querySelectorAll('text.label')).map(t => ({ text: t.textContent, box: t.getBBox() }));
    const lines = Array.from(svg.querySelectorAll('text.line')).map(t => t.getBBox());
    const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    labels.forEach((label, index) => {
      const where = (section ? section.id : '?') + ' label "' + label.text + '"';
      const problems = [];
      const b = label.box;
      if (b.x < view.x || b.y < view.y || b.x + b.width > view.x + view.width || b.y + b.height > view.y + view.height) problems.push('clipped');
      labels.slice(index + 1).forEach(other => { if (meets(b, other.box)) problems.push('overlaps "' + other.text + '"'); });
      if (lines.some(line => meets(b, line))) problems.push('covers text');
      out.push((problems.length ? 'FAIL label ' : 'label ok ') + where + (problems.length ? ': ' + problems.join('; ') : ''));
    });
  }
  const pre = document.createElement('pre');
  pre.id = 'cglayout-check';
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
})();
