/**
 * Writes the corpus of assembled sentences, docs/corpus/<lang>.txt, for every language
 * (scripts/corpus/render.ts says what it holds); `--check` only compares and fails on a difference
 * (the unit test tests/unit/corpus.test.ts does the same). Fails too when a template asks a name
 * for a form its locales/<lang>/names.json entry lacks.
 *
 *   npx tsx scripts/corpus/write.ts           # regenerate after changing a template, a name or the engine's narration
 *   npx tsx scripts/corpus/write.ts --check
 *   npx tsx scripts/corpus/write.ts --lang it   # one language
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { translator } from './i18n.ts';
import { renderCorpus } from './render.ts';

const root = process.cwd();
const check = process.argv.includes('--check');
let failed = false;
mkdirSync(path.join(root, 'docs', 'corpus'), { recursive: true });
// `--lang it` renders one language only (while editing its templates)
const only = process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : null;
for (const lang of LANGUAGES.filter((l) => !only || l === only)) {
  const { t, missing } = await translator(root, lang);
  const text = renderCorpus(root, lang, t);
  const file = path.join(root, 'docs', 'corpus', `${lang}.txt`);
  for (const m of missing) console.error(m);
  if (missing.length) failed = true;
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error(`docs/corpus/${lang}.txt differs from what the code renders: run npx tsx scripts/corpus/write.ts and review the change`);
      failed = true;
    }
  } else {
    writeFileSync(file, text);
    console.log(`docs/corpus/${lang}.txt: ${text.split('\n').length} lines`);
  }
}
if (failed) process.exit(1);
