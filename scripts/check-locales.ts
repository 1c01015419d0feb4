/**
 * The catalogues' completeness, as the build checks it (scripts/build.ts): every catalogue file of
 * English (the source of truth) exists in each language, and each has every English key — plural
 * keys by their base, since languages need different forms (tests/unit/locales.test.ts checks
 * the forms). Each problem names the file and the key.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(file: string, shown: string, problems: string[]): Set<string> | null {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return new Set(Object.keys(data).map((k) => k.replace(PLURAL, '')));
  } catch (e) {
    problems.push(`${shown}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}

export function localeProblems(localesDir: string, languages: readonly string[], shownRoot = path.dirname(localesDir)): string[] {
  const problems: string[] = [];
  const shown = (f: string) => path.relative(shownRoot, f).split(path.sep).join('/');
  const enDir = path.join(localesDir, 'en');
  const files = readdirSync(enDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).sort();
  for (const f of files) {
    const en = keysOf(path.join(enDir, f), shown(path.join(enDir, f)), problems);
    if (!en) continue;
    for (const lang of languages.filter((l) => l !== 'en')) {
      const file = path.join(localesDir, lang, f);
      if (!existsSync(file)) {
        problems.push(`${shown(file)}: missing (${shown(path.join(enDir, f))} exists)`);
        continue;
      }
      const keys = keysOf(file, shown(file), problems);
      if (!keys) continue;
      for (const key of en) if (!keys.has(key)) problems.push(`${shown(file)}: "${key}": missing translation`);
    }
  }
  return problems;
}
