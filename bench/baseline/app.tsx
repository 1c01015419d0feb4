/**
 * The bare baseline of `npm run bench` (scripts/bench/baseline.ts): one routed, translated,
 * prerendered and hydrated page, built from the same react, react-dom, react-router, i18next,
 * react-i18next, vite and tailwindcss as the site and nothing else. The site's pages are
 * measured against it, alternating in one run, so that a busy machine slows both alike.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';

export const LANGS = ['en', 'it', 'ru'] as const;
type Lang = (typeof LANGS)[number];
const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

// each language's catalogue is its own lazily loaded chunk, as on the site
const catalogues = import.meta.glob<{ default: Record<string, string> }>('./locales/*.json');

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: {}, fallbackLng: false, interpolation: { escapeValue: false }, react: { useSuspense: false } });

export async function setLanguage(lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    const load = catalogues[`./locales/${lang}.json`];
    if (!load) throw new Error(`no catalogue for ${lang}`);
    i18n.addResourceBundle(lang, 'translation', (await load()).default);
  }
  await i18n.changeLanguage(lang);
}

function Page() {
  const { t: translate, i18n: { language } } = useTranslation();
  // the site's catalogue types (src/i18n) describe the site's keys, not these
  const t = translate as unknown as (key: string) => string;
  const other = LANGS.find((l) => l !== language) ?? 'en';
  return (
    <main className="mx-auto max-w-prose p-4 font-sans leading-relaxed text-stone-900">
      <title>{t('title')}</title>
      <meta name="description" content={t('description')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('text')}</p>
      <p className="mt-4">
        <a href={`/${other}/`} hrefLang={other} className="underline">
          {t('other')}
        </a>
      </p>
    </main>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/:lang/',
    Component: Page,
    loader: async ({ params }) => {
      if (!isLang(params.lang)) throw new Response('Not found', { status: 404 });
      await setLanguage(params.lang);
      return null;
    },
  },
];

export const langOf = (pathname: string): Lang => {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : 'en';
};
