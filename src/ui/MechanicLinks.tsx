import { Fragment } from 'react';
import type { Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';

/** The look of a link inside a line of reference text (the glossary, the rules index). */
export const referenceLinkClass = 'underline decoration-line underline-offset-2 hover:decoration-accent';

/**
 * Links to rule pages, separated by commas, each named by its title in the reader's language.
 * Plain anchors: a long list of router links costs hydration time (each subscribes to the
 * router), so the list's container routes the clicks instead (useInternalLinks).
 */
export function MechanicLinks({ lang, slugs, titles }: { lang: Lang; slugs: readonly string[]; titles: ReadonlyMap<string, string> }) {
  return (
    <>
      {slugs.map((slug, i) => (
        <Fragment key={slug}>
          {i > 0 ? ', ' : null}
          <a href={paths.mechanic(lang, slug)} className={referenceLinkClass}>
            {titles.get(slug) ?? slug}
          </a>
        </Fragment>
      ))}
    </>
  );
}
