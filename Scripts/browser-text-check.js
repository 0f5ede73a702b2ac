// Runs in a gallery page: checks what the browser draws against what the renderer laid out.
// Labels are judged on the boxes the renderer laid out for them (data-box), which are the same in every
// browser; the browser is asked only whether it drew each label inside its box.
(function () {
  const tolerance = 0.5;
  const out = [];
  const page = location.pathname.split('/').pop();
  const boxOf = element => {
    const [x, y, width, height] = element.getAttribute('data-box').split(' ').map(parseFloat);
    return { x, y, width, height };
  };
  const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  // Every measured line of text: the browser's width of the line is the measured width, and its ink lies in its node's box.
  for (const text of document.querySelectorAll('svg text.line')) {
    const measured = parseFloat(text.getAttribute('data-width'));
    const { x, y, width: w, height: h } = boxOf(text);
    const drawn = text.getComputedTextLength();
    const box = text.getBBox();
    const section = text.closest('section');
    const where = page + '#' + (section ? section.id : '?') + ' "' + text.textContent + '"';
    const problems = [];
    if (!(Math.abs(drawn - measured) <= tolerance)) problems.push('width ' + drawn.toFixed(3) + ' drawn, ' + measured + ' measured');
    // A line that ends at its box's right edge (right-aligned in a right-to-left picture) may overhang it by a
    // glyph's side bearing (≤ 1 pt), as a right-aligned label's last glyph does on any platform.
    const endTolerance = text.getAttribute('data-align') === 'end' ? 1 : tolerance;
    if (box.x < x - tolerance || box.x + box.width > x + w + endTolerance) problems.push('x ' + box.x.toFixed(2) + '…' + (box.x + box.width).toFixed(2) + ' outside ' + x + '…' + (x + w));
    if (box.y < y - tolerance || box.y + box.height > y + h + tolerance) problems.push('y ' + box.y.toFixed(2) + '…' + (box.y + box.height).toFixed(2) + ' outside ' + y + '…' + (y + h));
    out.push((problems.length ? 'FAIL ' : 'ok ') + where + (problems.length ? ': ' + problems.join('; ') : ' ' + drawn.toFixed(3)));
  }
  // Labels (names beside a picture, captions of trace steps), on the renderer's boxes: no two meet, none
  // reaches into the picture (so none covers an element or its text), none leaves the canvas. Then in the
  // browser: each label is drawn across its box's width and centred in its height.
  for (const svg of document.querySelectorAll('svg')) {
    const view = svg.viewBox.baseVal;
    const section = svg.closest('section');
    const clip = svg.querySelector('clipPath rect');
    const picture = clip ? { x: clip.x.baseVal.value, y: clip.y.baseVal.value, width: clip.width.baseVal.value, height: clip.height.baseVal.value } : null;
    const labels = Array.from(svg.querySelectorAll('text.label')).map(t => ({ text: t.textContent, box: boxOf(t), drawn: t.getBBox() }));
    labels.forEach((label, index) => {
      const where = page + '#' + (section ? section.id : '?') + ' label "' + label.text + '"';
      const problems = [];
      const b = label.box;
      if (b.x < view.x || b.y < view.y || b.x + b.width > view.x + view.width || b.y + b.height > view.y + view.height) problems.push('box leaves the canvas');
      labels.slice(index + 1).forEach(other => { if (meets(b, other.box)) problems.push('box meets "' + other.text + '"'); });
      if (picture && meets(b, picture)) problems.push('box reaches into the picture');
      // Drawn at the box's width (textLength); a glyph's side bearing may reach past its advance by < 1 pt.
      const d = label.drawn;
      if (d.x < b.x - 1 || d.x + d.width > b.x + b.width + 1) problems.push('drawn ' + d.x.toFixed(2) + '…' + (d.x + d.width).toFixed(2) + ' outside its box ' + b.x + '…' + (b.x + b.width));
      const middle = d.y + d.height / 2;
      if (middle < b.y || middle > b.y + b.height) problems.push('drawn at y ' + middle.toFixed(2) + ', not in its box ' + b.y + '…' + (b.y + b.height));
      out.push((problems.length ? 'FAIL label ' : 'label ok ') + where + (problems.length ? ': ' + problems.join('; ') : ''));
    });
  }
  // The page fits the window it was opened in (the check opens it at a phone's width): nothing makes it scroll sideways.
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  out.push((overflow > 1 ? 'FAIL page ' : 'page ok ') + page + ' at ' + window.innerWidth + ' px' + (overflow > 1 ? ': ' + overflow + ' px wider' : ''));
  const pre = document.createElement('pre');
  pre.id = 'cglayout-check';
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
})();
