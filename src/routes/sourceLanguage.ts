import type { TFunction } from 'i18next';
import type { MechanicPage } from '../content/types.ts';

/**
 * The source document's language as a phrase: "in Italian", or "in Italian, with English passages"
 * when some paragraphs of the excerpt are in another language.
 */
export function sourceLanguage(page: MechanicPage, t: TFunction): string {
  const language = t(`mechanic.sourceLanguage.${page.source.lang}`);
  const others = [...new Set(page.source.paragraphs.flatMap((p) => p.parts.map((part) => part.lang)).filter((lang) => lang !== page.source.lang))];
  if (others.length === 0) return language;
  return t('mechanic.sourceMixed', { language, passages: others.map((lang) => t(`mechanic.sourcePassages.${lang}`)).join(', ') });
}
