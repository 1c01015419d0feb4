import { Outlet, useParams } from 'react-router';
import { isLang } from '../i18n/languages.ts';
import { Shell } from '../shell/Shell.tsx';

/** /:lang/… — the loader has already checked the language and loaded its catalogue. */
export function LangLayout() {
  const { lang } = useParams();
  if (!isLang(lang)) throw new Error(`LangLayout rendered for "${String(lang)}"`);
  return (
    <Shell lang={lang} wide>
      <Outlet />
    </Shell>
  );
}
