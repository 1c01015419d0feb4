/**
 * Build-time additions to a rule page's HTML (the content plugin applies them):
 * - a copy-link button after every h2/h3 with an id and in every ruling
 *   (`<button type="button" class="copy-link" data-copy-link="#id">`; src/shell/SiteTools.tsx
 *   listens for clicks on them);
 * - for print only, the worked examples as their step captions (the board does not print).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../i18n/languages.ts';
import { PROTAGONIST, viewCaption } from '../captions.ts';

export interface CopyLinkLabels {
  section: string;
  ruling: string;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// a chain-link icon, decorative (the button's name is its aria-label)
const ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5"/><path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5"/></svg>';

function button(id: string, label: string, kind: string): string {
  return `<button type="button" class="copy-link copy-link-${kind}" data-copy-link="#${escapeHtml(id)}" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}">${ICON}</button>`;
}

/** Adds the copy-link buttons: after each `<h2 id>`/`<h3 id>`, and after each ruling's id label. */
export function withCopyLinks(html: string, labels: CopyLinkLabels): string {
  return html
    .replace(/(<h([23]) id="([^"]+)">[\s\S]*?<\/h\2>)/g, (_all, heading: string, depth: string, id: string) => `${heading}${button(id, labels.section, `h${depth}`)}`)
    .replace(/(<li id="([^"]+)" class="ruling"><a [^>]*class="ruling-id"[^>]*>[\s\S]*?<\/a>)/g, (_all, start: string, id: string) => `${start}${button(id, labels.ruling, 'ruling')}`);
}

export interface PrintExamplesLabels {
  heading: string;
}

/** A string of locales/<lang>/common.json, read at build time. */
export function commonString(root: string, lang: Lang, key: string, fallback: string): string {
  try {
    const catalogue = JSON.parse(readFileSync(path.join(root, 'locales', lang, 'common.json'), 'utf8')) as Record<string, string>;
    return catalogue[key] ?? fallback;
  } catch {
    return fallback;
  }
}

interface ExampleCaptions {
  title?: string;
  summary?: string;
  steps?: Record<string, string>;
}

/** The worked examples' captions of a mechanic in one language (locales/<lang>/examples/<slug>.json). */
export function readExampleCaptions(root: string, lang: Lang, slug: string): ExampleCaptions[] {
  const file = path.join(root, 'locales', lang, 'examples', `${slug}.json`);
  if (!existsSync(file)) return [];
  try {
    return Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ExampleCaptions>);
  } catch {
    return [];
  }
}

/** A print-only section listing each example's steps as their captions (hidden on screen). */
export function withPrintExamples(html: string, examples: ExampleCaptions[], labels: PrintExamplesLabels): string {
  const shown = examples.filter((ex) => ex.steps && Object.keys(ex.steps).length > 0);
  if (shown.length === 0) return html;
  const items = shown
    .map((ex) => {
      const steps = Object.entries(ex.steps ?? {})
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([n, caption]) => `<li value="${Number(n) + 1}">${escapeHtml(viewCaption(caption, PROTAGONIST))}</li>`)
        .join('');
      // printed as the protagonist sees the game: parts private to another player are left out
      const title = ex.title ? `<h3>${escapeHtml(viewCaption(ex.title, PROTAGONIST))}</h3>` : '';
      const summary = ex.summary ? `<p>${escapeHtml(viewCaption(ex.summary, PROTAGONIST))}</p>` : '';
      return `${title}${summary}<ol>${steps}</ol>`;
    })
    .join('');
  return `${html}<section class="print-examples"><h2>${escapeHtml(labels.heading)}</h2>${items}</section>`;
}
