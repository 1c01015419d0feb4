/**
 * What the board area shows without JavaScript (rendered at prerender time only, into a
 * <noscript> of the board's placeholder): one line saying the interactive board needs
 * JavaScript, then the first worked example — its title and summary, its starting position as
 * text (computed by the engine, as the board would draw it) and its captions as an ordered list.
 */
import { PROTAGONIST, viewCaptions, type Caption } from '../../content/captions.ts';
import type { ExampleModule } from '../../content/types.ts';
import { viewFor } from '../../engine/index.ts';
import type { Translate } from '../../i18n/narrate.ts';
import { authoredSteps } from '../model/timeline.ts';
import { boardView } from '../model/viewModel.ts';
import { BoardTextBody } from './BoardText.tsx';

export function NoScriptBoard({ data, t, caption }: { data: ExampleModule; t: Translate; caption: (example: string) => Caption | null }) {
  const example = data.examples[0];
  const start = example ? authoredSteps({ setup: example.setup, decisions: [] }, data.catalog).steps[0] : undefined;
  // the protagonist's view (the board's default): parts private to another player are left out
  const raw = example ? caption(example.id) : null;
  const cap = raw ? viewCaptions(raw, PROTAGONIST) : null;
  const steps = Object.entries(cap?.steps ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <div className="space-y-2 text-left text-sm text-fg" data-noscript-board>
      <p className="font-medium">{t('noscript.needsJs')}</p>
      {cap?.title ? <h3 className="font-semibold">{cap.title}</h3> : null}
      {cap?.summary ? <p className="text-muted">{cap.summary}</p> : null}
      {start ? (
        <section aria-label={t('noscript.start')} data-noscript-start>
          <h4 className="font-semibold">{t('noscript.start')}</h4>
          <BoardTextBody view={boardView(viewFor(start.state, 'p1'), 'p1')} t={t} peek />
        </section>
      ) : null}
      {steps.length ? (
        <section aria-label={t('noscript.steps')}>
          <h4 className="font-semibold">{t('noscript.steps')}</h4>
          <ol className="list-decimal space-y-1 ps-6" data-noscript-steps>
            {steps.map(([n, text]) => (
              <li key={n} value={Number(n) + 1}>
                {text}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
