/**
 * Typechecks the app (tsconfig.json) and the engine on its own (src/engine/tsconfig.json,
 * no DOM types). The engine project is skipped, with a note, while it has no source files.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const tsc = path.join('node_modules', 'typescript', 'bin', 'tsc');

function hasTs(dir: string): boolean {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));
  } catch {
    return false;
  }
}

const projects = ['tsconfig.json'];
if (hasTs('src/engine')) projects.push('src/engine/tsconfig.json');
else console.log('typecheck: src/engine has no source files yet; skipping src/engine/tsconfig.json');

let failed = false;
for (const project of projects) {
  console.log(`typecheck: tsc -p ${project}`);
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
