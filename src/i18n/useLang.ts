import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from './languages.ts';

/** The page's language: the URL's when it names one, else the current i18next language. */
export function useLang(): Lang {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  if (isLang(lang)) return lang;
  return isLang(i18n.language) ? i18n.language : 'en';
}
