import type { Lang } from './languages.ts';
import { isLang } from './languages.ts';

/**
 * Canonical URLs. Every page is a directory with an index.html in dist/, so links end
 * with a slash: a static host then serves them without any rewrite rule.
 */
export const paths = {
  home: (lang: Lang) => `/${lang}/`,
  mechanic: (lang: Lang, slug: string) => `/${lang}/mechanics/${slug}/`,
  rules: (lang: Lang, rule?: string) => `/${lang}/rules/${rule ? `#${rule}` : ''}`,
  glossary: (lang: Lang, id?: string) => `/${lang}/glossary/${id ? `#${id}` : ''}`,
  /** the position editor; `code` is a position's link form (src/position/share.ts) */
  play: (lang: Lang, code?: string) => `/${lang}/play/${code ? `?p=${code}` : ''}`,
  /** a board alone, for another page's frame (docs/embed.md): a mechanic's slug, or "position" */
  embed: (lang: Lang, board: string) => `/${lang}/embed/${board}/`,
};

/** The same path in another language: swaps the first segment when it is a language. */
export function switchLangInPath(pathname: string, to: Lang): string {
  const segments = pathname.split('/');
  if (isLang(segments[1])) {
    segments[1] = to;
    return segments.join('/');
  }
  return paths.home(to);
}
