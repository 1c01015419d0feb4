/**
 * The browser tests drive a real Chromium. Finds one (CHROMIUM_PATH, /usr/bin/chromium,
 * /usr/bin/chromium-browser); if there is none, installs Debian's package when running as
 * root with apt-get, else stops with a one-line instruction. Never downloads a browser.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from '../tests/e2e/chromium.ts';

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log('ensure-chromium: no Chromium found; installing Debian\'s "chromium" package with apt-get…');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      : update;
  if (install.status === 0 && findChromium()) process.exit(0);
}
console.error(
  'The browser tests need Chromium: install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set CHROMIUM_PATH to its executable, then run npm test again.',
);
process.exit(1);
