/**
 * Glossary term tooltips (`.term-wrap > .term-tip`, shown by CSS on hover and keyboard focus)
 * can be dismissed with Escape without moving the pointer or the focus (WCAG 1.4.13). The tip
 * comes back once the pointer leaves the term or the focus moves on. Without JavaScript the
 * tips still work; only this dismissal needs the script.
 */
export function installTermTipDismissal(doc: Document = document): () => void {
  const hidden = new Set<Element>();
  const reset = (wrap: Element) => {
    wrap.removeAttribute('data-tip-dismissed');
    hidden.delete(wrap);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const wraps = [doc.activeElement?.closest('.term-wrap'), ...doc.querySelectorAll('.term-wrap:hover')].filter((w): w is Element => !!w);
    for (const wrap of wraps) {
      wrap.setAttribute('data-tip-dismissed', '');
      hidden.add(wrap);
      const restore = () => {
        if (!wrap.matches(':hover') && !wrap.contains(doc.activeElement)) reset(wrap);
      };
      wrap.addEventListener('mouseleave', restore, { once: true });
      wrap.addEventListener('focusout', () => setTimeout(restore, 0), { once: true });
    }
  };
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('keydown', onKey);
    for (const wrap of [...hidden]) reset(wrap);
  };
}
