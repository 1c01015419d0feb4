/**
 * A rule page's HTML cut into the pieces the compare view aligns (src/ui/compare/CompareGrid.tsx):
 * a new piece at every top-level element with an id (a heading, a note), one piece per ruling (the
 * ruling ids are the same in every language, checked at build time), and what follows a keyed
 * piece joins it. Every piece is keyed by the id it starts with, or by the key before it and "+",
 * so the pieces of two languages of one page pair up by key. Browser only (DOMParser).
 */
export interface Segment {
  key: string;
  /** the id of the h2 the piece belongs to ("intro" before the first) */
  section: string;
  html: string;
}

export function segmentHtml(html: string): Segment[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out: Segment[] = [];
  let section = 'intro';
  let open: Segment | null = null;
  let last = 'intro';
  const start = (key: string): Segment => {
    const seg: Segment = { key, section, html: '' };
    out.push(seg);
    last = key;
    open = seg;
    return seg;
  };
  // what follows a keyed piece joins it
  const current = (): Segment => open ?? start(`${last}+`);
  for (const node of [...doc.body.childNodes]) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node as Element;
      if (el.tagName === 'OL' && el.classList.contains('rulings')) {
        const first = Number(el.getAttribute('start') ?? '1');
        [...el.children].forEach((li, i) => {
          const key = li.id || `${last}+${i}`;
          out.push({ key, section, html: `<ol class="rulings" start="${first + i}">${li.outerHTML}</ol>` });
          last = key;
        });
        open = null;
        continue;
      }
      if (el.id) {
        if (el.tagName === 'H2') section = el.id;
        start(el.id).html += el.outerHTML;
        continue;
      }
      current().html += el.outerHTML;
    } else if (node.textContent?.trim()) {
      current().html += node.textContent;
    }
  }
  return out;
}

/**
 * The ids inside a column of the other language, made its own (`it--saga-r4`), so that the two
 * columns never share an id: an element's id, what aria-describedby and aria-labelledby name, and
 * links to an id on the page.
 */
export function prefixIds(root: ParentNode, lang: string): void {
  const p = `${lang}--`;
  const own = (id: string) => (id.startsWith(p) ? id : `${p}${id}`);
  for (const el of root.querySelectorAll('[id]')) el.id = own(el.id);
  for (const attr of ['aria-describedby', 'aria-labelledby']) {
    for (const el of root.querySelectorAll(`[${attr}]`)) el.setAttribute(attr, (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean).map(own).join(' '));
  }
  for (const a of root.querySelectorAll('a[href^="#"]')) {
    const href = a.getAttribute('href') ?? '#';
    if (href.length > 1) a.setAttribute('href', `#${own(href.slice(1))}`);
  }
}
