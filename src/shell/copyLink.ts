/**
 * A rule page's copy-link buttons (rendered at build time in the page's HTML: <button
 * data-copy-link="#id">): copies the address of the heading or ruling, or, without the clipboard
 * API, selects it in a field. Loaded by the first click on such a button (src/shell/SiteTools.tsx).
 */
let timer: ReturnType<typeof setTimeout> | undefined;

export function copyLink(button: HTMLButtonElement, t: (key: 'copyLink.copied' | 'copyLink.failed') => string, setStatus: (status: string) => void): void {
  const hash = button.dataset.copyLink ?? '';
  const path = window.location.pathname.endsWith('/') ? window.location.pathname : `${window.location.pathname}/`;
  const url = `${window.location.origin}${path}${hash}`;
  const done = (ok: boolean) => {
    setStatus(ok ? t('copyLink.copied') : t('copyLink.failed'));
    button.dataset.copied = ok ? 'true' : 'false';
    clearTimeout(timer);
    timer = setTimeout(() => {
      setStatus('');
      delete button.dataset.copied;
    }, 2500);
  };
  const fallback = () => {
    // no clipboard API (an insecure origin, a refused permission): select the link in a field
    const field = document.createElement('input');
    field.value = url;
    field.readOnly = true;
    field.className = 'copy-link-field';
    field.setAttribute('aria-label', t('copyLink.failed'));
    button.after(field);
    field.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    if (ok) field.remove();
    else field.addEventListener('blur', () => field.remove(), { once: true });
    done(ok);
  };
  if (navigator.clipboard?.writeText) navigator.clipboard.writeText(url).then(() => done(true), fallback);
  else fallback();
}

/** Stops a pending reset of the status (the page's tools are gone). */
export function stopCopyLink(): void {
  clearTimeout(timer);
}
