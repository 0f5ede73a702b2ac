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
    if (box.x < x - tolerance || box.x + box.width > x + w + tolerance) problems.push('x ' + box.x.toFixed(2) + '…' + (box.x + box.width).toFixed(2) + ' outside ' + x + '…' + (x + w));
    if (box.y < y - tolerance || box.y + box.height > y + h + tolerance) problems.push('y ' + box.y.toFixed(2) + '…' + (box.y + box.height).toFixed(2) + ' outside ' + y + '…' + (y + h));
    out.push((problems.length ? 'FAIL ' : 'ok ') + where + (problems.length ? ': ' + problems.join('; ') : ' ' + drawn.toFixed(3)));
  }
  const pre = document.createElement('pre');
  pre.id = 'cglayout-check';
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
})();
