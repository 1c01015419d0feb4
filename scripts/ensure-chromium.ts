/**
 * The browser tests drive a real Chromium and draw the board in a fixed set of fonts
 * (tests/e2e/fonts.ts). Finds a Chromium (CHROMIUM_PATH, /usr/bin/chromium,
 * /usr/bin/chromium-browser) and the set's fonts; what is missing is installed from Debian's
 * packages when running as root with apt-get, else it says what to install. A missing Chromium
 * stops the run; missing fonts only narrow the fonts the layout tests use (they need one).
 * Never downloads a browser. Prints what `sans-serif` resolves to here.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from '../tests/e2e/chromium.ts';
import { TEST_FONTS, fontconfigFamilies, sansSerifMatch } from '../tests/e2e/fonts.ts';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const installed = (pkg: string) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed') ?? false;

const packages: string[] = [];
if (!findChromium()) packages.push('chromium');
// a package is installed once (a fontconfig file that hides an installed font, as the fonts'
// own trial runs do, is not undone here)
packages.push(...TEST_FONTS.map((f) => f.debian).filter((pkg) => hasApt && !installed(pkg)));

if (packages.length && isRoot && hasApt) {
  console.log(`ensure-chromium: installing Debian's ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  if (update.status === 0) spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

if (!findChromium()) {
  console.error(
    'The browser tests need Chromium: install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set CHROMIUM_PATH to its executable, then run npm test again.',
  );
  process.exit(1);
}

const families = fontconfigFamilies();
const missing = families ? TEST_FONTS.filter((f) => !families.has(f.family)) : [];
console.log(`ensure-chromium: ${findChromium()}; fc-match sans-serif: ${sansSerifMatch()}`);
if (missing.length) {
  console.log(
    `ensure-chromium: the layout tests draw the board in each of ${TEST_FONTS.map((f) => f.family).join(', ')}; this machine lacks ${missing.map((f) => f.family).join(', ')}` +
      ` (sudo apt-get install -y ${missing.map((f) => f.debian).join(' ')}), so they run without ${missing.length === 1 ? 'it' : 'them'}.`,
  );
}
