import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';

/** The look of a link inside a line of reference text (the glossary, the rules index). */
export const referenceLinkClass = 'underline decoration-line underline-offset-2 hover:decoration-accent';

/** Links to rule pages, separated by commas, each named by its title in the reader's language. */
export function MechanicLinks({ lang, slugs, titles }: { lang: Lang; slugs: readonly string[]; titles: ReadonlyMap<string, string> }) {
  return (
    <>
      {slugs.map((slug, i) => (
        <Fragment key={slug}>
          {i > 0 ? ', ' : null}
          <Link to={paths.mechanic(lang, slug)} className={referenceLinkClass}>
            {titles.get(slug) ?? slug}
          </Link>
        </Fragment>
      ))}
    </>
  );
}
