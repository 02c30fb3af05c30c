// `npm test`: Karma + Jasmine in headless Chromium, single run. Finds (or installs) Chromium first
// and closes with the "N passed, N failed" line the Karma summary reporter wrote.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const summaryFile = new URL('../tmp/karma-summary.json', import.meta.url);
let chrome;
try {
  chrome = findChromium();
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}
console.log(`Using ${chrome}`);
rmSync(summaryFile, { force: true });

const result = spawnSync('npx', ['ng', 'test', 'kit', '--watch=false', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_BIN: chrome, NG_CLI_ANALYTICS: 'false' },
});

let summary;
try {
  summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
} catch {
  console.error('Karma wrote no result summary (the build or the browser failed before any test ran).');
  console.log('0 passed, 1 failed');
  process.exit(result.status || 1);
}
const failed = summary.failed > 0 || result.status !== 0;
console.log(`${summary.passed} passed, ${Math.max(summary.failed, failed ? 1 : 0)} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
