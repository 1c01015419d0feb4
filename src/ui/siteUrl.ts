/**
 * Absolute URLs for canonical and hreflang links when the build knows where the site will
 * live (SITE_URL=https://example.org npm run build); root-relative paths otherwise.
 */
const base = (import.meta.env.VITE_SITE_URL ?? '').replace(/\/+$/, '');

export function siteUrl(path: string): string {
  return `${base}${path}`;
}
