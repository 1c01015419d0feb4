import { useTranslation } from 'react-i18next';
import { paths } from '../i18n/paths.ts';
import { useLang } from '../i18n/useLang.ts';
import { EditorSlot } from '../shell/EditorSlot.tsx';
import { PageHead } from '../ui/PageHead.tsx';

/**
 * /:lang/play/ — the position editor ("ask the engine"). The prerendered page is a shell: its
 * title, what the editor does, and a placeholder; the editor's code and the card pool load in
 * the browser as their own chunks (src/shell/EditorSlot.tsx), so no other page carries them.
 */
export function Play() {
  const { t } = useTranslation('play');
  const { t: common } = useTranslation();
  const lang = useLang();
  return (
    <>
      <PageHead title={common('page.title', { page: t('play.title') })} description={t('play.intro')} path={paths.play(lang)} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('play.heading')}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{t('play.intro')}</p>
      <EditorSlot className="mt-6" />
    </>
  );
}
