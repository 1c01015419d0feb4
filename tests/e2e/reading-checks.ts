/**
 * What a reader would trip over on the board as drawn now (tests/e2e/reading-suite.ts says what is
 * checked). Runs in the page: self-contained, no imports.
 */
export function readingProblems(): string[] {
  const board = document.querySelector<HTMLElement>('section#board');
  if (!board) return ['no board'];
  const out: string[] = [];
  const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const textRects = (el: Element): DOMRect[] => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  };

  // the header: whole labels, nothing overlapping
  const header = board.querySelector('header');
  if (header) {
    const select = header.querySelector<HTMLSelectElement>('[data-viewer-control]');
    if (select) {
      // the select's own width with nothing around it: as wide as its longest option
      const probe = select.cloneNode(true) as HTMLSelectElement;
      probe.style.cssText = 'position:absolute;left:0;top:0;width:auto;min-width:0;max-width:none;flex:none;visibility:hidden';
      header.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const has = select.getBoundingClientRect().width;
      if (has < needed - 1) out.push(`the viewer control is ${Math.round(has)} px wide, its label needs ${Math.round(needed)} px ("${select.selectedOptions[0]?.text}")`);
    }
    for (const b of header.querySelectorAll<HTMLElement>('button')) {
      if (b.scrollWidth > b.clientWidth + 1) out.push(`header button "${b.textContent}" is narrower than its content`);
    }
    const parts = [...header.querySelectorAll<HTMLElement>('select, button')].map((e) => ({ e, r: e.getBoundingClientRect() })).filter((p) => p.r.width > 0);
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++) {
        const [a, b] = [parts[i], parts[j]];
        if (a && b && overlap(a.r, b.r)) out.push(`header: ${a.e.tagName.toLowerCase()} and ${b.e.tagName.toLowerCase()} overlap`);
      }
  }

  // no word broken across two lines in a card's name, the stack, the waiting triggers and the chips
  const words = new Set<string>();
  for (const zone of board.querySelectorAll<HTMLElement>('[data-zone="stack"], [data-chip], [data-card-name]')) {
    const walker = document.createTreeWalker(zone, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      if (!text.trim() || n.parentElement?.closest('.sr-only')) continue;
      for (const m of text.matchAll(/[^\s\-–—/(),:·]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) words.add(m[0]);
      }
    }
  }
  for (const w of words) out.push(`a word is broken across lines: "${w}"`);

  for (const card of board.querySelectorAll<HTMLElement>('[data-object]')) {
    const name = card.querySelector('[data-card-name]');
    const label = (name?.textContent ?? card.textContent ?? '').trim().slice(0, 30);
    // no badge on the card's text
    // what shows of the text: a type line clamped to its lines hides the rest
    const text = [...card.querySelectorAll('[data-card-name], [data-type-line]')].flatMap((el) => {
      const box = (el.closest('[data-type-line]') ?? el.closest('button') ?? el).getBoundingClientRect();
      return textRects(el)
        .map((r) => new DOMRect(r.left, r.top, r.width, Math.min(r.bottom, box.bottom) - r.top))
        .filter((r) => r.height > 1);
    });
    for (const badge of card.querySelectorAll<HTMLElement>('[data-badges] > *, [data-tapped-mark]')) {
      const r = badge.getBoundingClientRect();
      if (text.some((t) => overlap(r, t))) out.push(`"${label}": the badge "${badge.textContent}" covers its text`);
    }
    // a tapped card's name reads left to right
    if (card.dataset.tapped === 'true' && name && (name.textContent ?? '').trim().length >= 3) {
      const first = textRects(name)[0];
      if (first && first.height > first.width) out.push(`"${label}" is tapped and its name runs sideways`);
    }
  }

  // the stack's arrow labels ("Target", "Source") drawn over the table cover no card's text (a
  // card names its role in a badge of its own), and on a desktop no arrow runs over a card's
  // name or type line (on a phone's narrow table one sometimes can't go around)
  const labels = [...board.querySelectorAll<HTMLElement>('[data-arrows] > span')];
  const paths = [...board.querySelectorAll<SVGPathElement>('[data-arrows] path[data-arrow]')];
  if (labels.length || paths.length) {
    const texts = [...board.querySelectorAll('[data-object] [data-card-name], [data-object] [data-type-line], [data-chip] [data-card-name]')].flatMap((el) => textRects(el).map((r) => ({ r, name: (el.textContent ?? '').trim().slice(0, 30) })));
    for (const l of labels) {
      const r = l.getBoundingClientRect();
      for (const x of texts) if (overlap(r, x.r)) out.push(`the arrow label "${l.textContent}" covers "${x.name}"`);
    }
    if (window.innerWidth >= 1024) {
      for (const path of paths) {
        const m = path.getScreenCTM();
        const length = path.getTotalLength();
        if (!m) continue;
        const crossed = new Set<string>();
        for (let i = 1; i < 40; i++) {
          const q = new DOMPoint(path.getPointAtLength((length * i) / 40).x, path.getPointAtLength((length * i) / 40).y).matrixTransform(m);
          for (const x of texts) if (q.x > x.r.left + 1 && q.x < x.r.right - 1 && q.y > x.r.top + 1 && q.y < x.r.bottom - 1) crossed.add(x.name);
        }
        for (const name of crossed) out.push(`a ${path.dataset.arrow} arrow runs over "${name}"`);
      }
    }
  }

  // every player's side (name, life, counts, status, hand) whole inside the table, which never scrolls
  const table = board.querySelector<HTMLElement>('[data-table]');
  if (table) {
    const tr = table.getBoundingClientRect();
    for (const p of table.querySelectorAll<HTMLElement>('[data-player]')) {
      const r = p.getBoundingClientRect();
      if (r.bottom > tr.bottom + 1 || r.top < tr.top - 1) out.push(`player ${p.getAttribute('data-player')}'s side is cut by the table (${Math.round(Math.max(r.bottom - tr.bottom, tr.top - r.top))} px)`);
    }
  }

  // identical lands: one pile (a marked land, a target, is drawn on its own)
  for (const zone of board.querySelectorAll<HTMLElement>('[data-zone$=".lands"]')) {
    const seen = new Map<string, number>();
    for (const land of zone.querySelectorAll<HTMLElement>('[data-object]:not([data-marked])')) {
      const def = land.dataset.def ?? '';
      seen.set(def, (seen.get(def) ?? 0) + 1);
    }
    for (const [def, n] of seen) if (n > 1) out.push(`${zone.dataset.zone}: "${def}" is drawn as ${n} piles`);
  }
  return out;
}

