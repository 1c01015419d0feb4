/**
 * "Compare with…": links that open the page beside another language (?compare=<lang>), and one
 * that closes the comparison. The compare view needs JavaScript, so the prerendered page holds
 * only the control's room (this element, in every page's entry); the links and their words
 * (./CompareLinks.tsx, locales/<lang>/compare.json) load once the page is live, into that room.
 */
import { lazy, Suspense } from 'react';
import type { Lang } from '../../i18n/languages.ts';
import { useHydrated } from '../useHydrated.ts';

// a chunk that fails to arrive (a dropped connection) leaves the room empty, not the page on its error page
const CompareLinks = lazy(() =>
  import('./CompareLinks.tsx').then(
    (m) => ({ default: m.CompareLinks }),
    () => ({ default: () => null }),
  ),
);

export function CompareControl({ lang, className = '' }: { lang: Lang; className?: string }) {
  const hydrated = useHydrated();
  return (
    <div className={`flex min-h-11 flex-wrap items-center justify-end text-sm ${className}`} data-compare-control>
      {hydrated ? (
        <Suspense fallback={null}>
          <CompareLinks lang={lang} />
        </Suspense>
      ) : null}
    </div>
  );
}
