/**
 * Mana symbols as small inline SVGs ({W}, {2}, {T}…): drawn by the app, no images, each with
 * an accessible name in the reader's language.
 */
import type { Translate } from '../../i18n/narrate.ts';

const FILL: Record<string, string> = {
  W: '#f6efc9',
  U: '#a9cbe8',
  B: '#b3aaa5',
  R: '#ee9c7f',
  G: '#9fcf9a',
  C: '#d9d2cf',
};

export function symbolLabel(symbol: string, t: Translate): string {
  if (/^\d+$/.test(symbol)) return t('mana.generic', { count: Number(symbol) });
  return t(`mana.${symbol}`);
}

export function ManaSymbol({ symbol, t, size = 14 }: { symbol: string; t: Translate; size?: number }) {
  const label = symbolLabel(symbol, t);
  const fill = FILL[symbol] ?? '#d4cfca';
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 20 20" className="inline-block shrink-0 align-[-0.15em]">
      <circle cx="10" cy="10" r="9.5" fill={fill} stroke="#1c1917" strokeWidth="1" />
      {symbol === 'T' ? (
        <path d="M6 13.5 L6 8 A4 4 0 0 1 14 8 L14 9.5 M11.5 7.5 L14 10 L16.5 7.5" fill="none" stroke="#1c1917" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <text x="10" y="14.2" textAnchor="middle" fontSize="12" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#1c1917">
          {symbol}
        </text>
      )}
    </svg>
  );
}

/** "{2}{W}" → ['2', 'W']. */
export function parseSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

export function ManaCost({ cost, t, size }: { cost: string | null; t: Translate; size?: number }) {
  if (!cost) return null;
  return (
    <span className="inline-flex shrink-0 gap-px">
      {parseSymbols(cost).map((s, i) => (
        <ManaSymbol key={i} symbol={s} t={t} size={size} />
      ))}
    </span>
  );
}

/** Rules text with its mana symbols drawn and its line breaks kept. */
export function ManaText({ text, t, inline = false }: { text: string; t: Translate; inline?: boolean }) {
  return (
    <>
      {text.split('\n').map((line, i) => (
        <span key={i} className={inline ? '' : 'block'}>
          {line.split(/(\{[^}]+\})/).map((part, j) => {
            const m = /^\{([^}]+)\}$/.exec(part);
            return m ? <ManaSymbol key={j} symbol={m[1] as string} t={t} size={13} /> : part;
          })}
        </span>
      ))}
    </>
  );
}
