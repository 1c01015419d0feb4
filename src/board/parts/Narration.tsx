/**
 * The current step in words: the example's caption as the main sentence, then the engine's
 * events narrated as supporting sentences, each citing its rule (a link to the rules index).
 * A polite live region, so a screen reader hears each step.
 */
import { useEffect, useRef } from 'react';
import type { Translate } from '../../i18n/narrate.ts';
import { ManaText } from '../cards/ManaSymbol.tsx';

export interface NarrationProps {
  t: Translate;
  caption: string | null;
  sentences: { text: string; rule: string | null }[];
  ruleHref: (rule: string) => string;
  rulings: string[];
  offPath: boolean;
  /** a count of the reader's choices: when it changes, keyboard focus moves here (not to <body>) */
  focusOn?: number;
}

export function Narration({ t, caption, sentences, ruleHref, rulings, offPath, focusOn = 0 }: NarrationProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOn > 0) box.current?.focus({ preventScroll: true });
  }, [focusOn]);
  return (
    <div ref={box} tabIndex={-1} aria-live="polite" aria-atomic="true" data-narration className="text-sm focus-visible:outline-2 focus-visible:outline-accent">
      {caption ? (
        <p className="font-medium" data-caption>
          <ManaText text={caption} t={t} />
        </p>
      ) : null}
      {!caption && sentences.length === 0 ? <p className="text-muted">{offPath ? t('narration.own') : t('narration.nothing')}</p> : null}
      {sentences.length ? (
        <ul className="mt-1 space-y-0.5 text-[13px] text-muted">
          {sentences.map((s, i) => (
            <li key={i}>
              <ManaText inline text={s.text.charAt(0).toLocaleUpperCase() + s.text.slice(1)} t={t} />
              {s.rule ? (
                <>
                  {' '}
                  <a className="rule-ref" href={ruleHref(s.rule)} aria-label={t('narration.rule', { rule: s.rule })}>
                    {s.rule}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {rulings.length ? (
        <p className="mt-1 text-[13px]">
          {t('narration.shows')}{' '}
          {rulings.map((r, i) => (
            <span key={r}>
              {i > 0 ? ', ' : ''}
              <a href={`#${r}`} className="rule-ref" data-ruling-link={r}>
                {r}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
