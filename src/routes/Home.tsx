import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { peekIndex } from '../content/runtime.ts';
import type { MechanicSummary } from '../content/types.ts';
import type { Lang } from '../i18n/languages.ts';
import { paths } from '../i18n/paths.ts';
import { useLang } from '../i18n/useLang.ts';
import { PageHead } from '../ui/PageHead.tsx';
import { Prerendered } from '../ui/Prerendered.tsx';
import { useInternalLinks } from '../ui/useInternalLinks.ts';
import { usePracticeBadges } from '../practice/ui/usePracticeBadges.ts';

/** The part of the page that holds the list (src/ui/Prerendered.tsx): a first load hydrates it from its HTML, without the index module. */
export const homePart = (lang: Lang) => `home/${lang}`;

/** /:lang/ — the ten mechanics as a grid of tiles. */
export function Home() {
  const { t } = useTranslation();
  const lang = useLang();
  const mechanics = peekIndex(lang);
  // the tiles' links may be the prerendered markup (plain anchors): the part routes their clicks
  const onLinkClick = useInternalLinks();
  usePracticeBadges((solved, total) => t('home.practice', { solved, total }));
  return (
    <>
      <PageHead title={t('page.title', { page: t('home.title') })} description={t('site.description')} path={paths.home(lang)} />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('home.heading')}</h1>
        <p className="mt-4 text-lg text-muted">{t('home.intro')}</p>
      </div>
      <Prerendered id={homePart(lang)} ready={mechanics !== undefined} onClick={onLinkClick}>
        {() => mechanics && <Tiles lang={lang} mechanics={mechanics} />}
      </Prerendered>
    </>
  );
}

function Tiles({ lang, mechanics }: { lang: Lang; mechanics: MechanicSummary[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="mt-10 text-sm font-semibold tracking-wide text-muted uppercase">{t('home.count', { count: mechanics.length })}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {mechanics.map((mechanic) => (
          <li key={mechanic.slug} className="relative flex flex-col rounded-xl border border-line bg-surface p-5 shadow-xs transition-colors focus-within:border-accent hover:border-accent">
            <h3 className="text-xl font-semibold">
              <Link to={paths.mechanic(lang, mechanic.slug)} className="after:absolute after:inset-0 after:content-[''] focus:outline-none" aria-label={t('home.read', { name: mechanic.title })}>
                {mechanic.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted">
              {mechanic.kind.map((kind) => t(`kind.${kind}`)).join(' · ')}
            </p>
            <p className="mt-3 flex-1">{mechanic.summary}</p>
            <p className="mt-4 flex flex-wrap justify-between gap-x-3 text-xs text-muted">
              <span>{mechanic.set}</span>
              <span data-practice-badge={mechanic.slug} className="font-medium text-accent" />
              <span>{t('mechanic.rulings', { count: mechanic.rulings })}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
