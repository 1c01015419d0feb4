import { LANGUAGES, type Lang } from '../i18n/languages.ts';
import { switchLangInPath } from '../i18n/paths.ts';
import { siteUrl } from './siteUrl.ts';

interface Props {
  title: string;
  description: string;
  /** The page's path in its current language, e.g. "/it/mechanics/saga/". */
  path: string;
  /** Not-found pages are not indexed and have no language versions of their own. */
  noindex?: boolean;
}

/**
 * The page's <title>, description, canonical and hreflang links. React 19 hoists these into
 * <head> in the browser; the prerender moves them there in the static files.
 */
export function PageHead({ title, description, path, noindex = false }: Props) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={siteUrl(path)} />}
      {LANGUAGES.map((lang: Lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={siteUrl(noindex ? `/${lang}/` : switchLangInPath(path, lang))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={siteUrl('/')} />
    </>
  );
}
