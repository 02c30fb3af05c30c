// Finds a Chrome or Chromium for Karma and the browser scripts. When none exists and we run as
// root on Debian, installs Debian's `chromium` package (the only way to get one on a closed
// network); otherwise explains how to get one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function found() {
  if (process.env.CHROME_BIN && existsSync(process.env.CHROME_BIN)) return process.env.CHROME_BIN;
  return CANDIDATES.find((p) => existsSync(p));
}

/** Returns the path of a Chromium, installing Debian's package if that is possible. */
export function findChromium() {
  const existing = found();
  if (existing) return existing;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log('No Chrome/Chromium found: installing Debian\'s "chromium" package');
    console.log('  $ apt-get update && apt-get install -y --no-install-recommends chromium');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) {
        throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
      }
    }
    const installed = found();
    if (installed) {
      console.log(`Installed ${execFileSync(installed, ['--version']).toString().trim()} at ${installed}`);
      return installed;
    }
  }
  throw new Error(
    'No Chrome or Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
      'macOS: install Google Chrome) or point CHROME_BIN at its executable, then run `npm test` again.',
  );
}

/** The flags headless Chromium needs on this closed network (shared with karma.conf.js). */
export const HEADLESS_FLAGS = JSON.parse(readFileSync(new URL('./headless-flags.json', import.meta.url), 'utf8'));
