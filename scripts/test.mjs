// `npm test`: every test suite, then one closing line "N passed, N failed" over all of them.
//   1. Karma + Jasmine in headless Chromium (finds or installs Chromium first), single run;
//   2. Node's test runner on tests/node against the built library: SSR-safe imports, server render;
//   3. the end-to-end suite (e2e/run.mjs, also `npm run e2e`): the built demo and plain pages in
//      headless Chromium, with an axe-core audit; it writes its counts to tmp/e2e-summary.json.
// Extra arguments go to `ng test` (e.g. `npm test -- --include=pagination/pagination.spec.ts`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const karmaSummary = `${root}tmp/karma-summary.json`;
const nodeTap = `${root}tmp/node-tests.tap`;
const env = { ...process.env, NG_CLI_ANALYTICS: 'false' };
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, extraEnv = {}) {
  return spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...env, ...extraEnv } }).status ?? 1;
}

function karma() {
  let chrome;
  try {
    chrome = findChromium();
  } catch (error) {
    console.error(String(error.message ?? error));
    return false;
  }
  // The CommonMark examples and the README corpus the editor specs read.
  if (run('node', ['scripts/gen-fixtures.mjs']) !== 0) return false;
  console.log(`Karma in ${chrome}`);
  rmSync(karmaSummary, { force: true });
  const status = run('npx', ['ng', 'test', 'kit', '--watch=false', ...process.argv.slice(2)], { CHROME_BIN: chrome });
  if (!existsSync(karmaSummary)) {
    console.error('Karma wrote no result summary: the build or the browser failed before any test ran.');
    return false;
  }
  const summary = JSON.parse(readFileSync(karmaSummary, 'utf8'));
  totals.passed += summary.passed;
  totals.failed += summary.failed;
  totals.skipped += summary.skipped;
  return status === 0 && summary.failed === 0;
}

function nodeTests() {
  console.log('\nBuilding the library for the Node tests (dist/kit)');
  if (run('npx', ['ng', 'build', 'kit']) !== 0) return false;
  const files = readdirSync(`${root}tests/node`).filter((f) => f.endsWith('.test.mjs')).map((f) => `tests/node/${f}`);
  rmSync(nodeTap, { force: true });
  const status = run('node', [
    '--import', './tests/node/resolve-dist.mjs',
    '--test',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${nodeTap}`,
    ...files,
  ]);
  const tap = existsSync(nodeTap) ? readFileSync(nodeTap, 'utf8') : '';
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skipped') + count('todo');
  return status === 0 && tap !== '';
}

function e2e() {
  console.log('\nEnd-to-end tests (e2e/run.mjs)');
  const summary = `${root}tmp/e2e-summary.json`;
  rmSync(summary, { force: true });
  const status = run('node', ['e2e/run.mjs']);
  if (!existsSync(summary)) {
    console.error('The end-to-end suite wrote no result summary: it stopped before reporting.');
    return false;
  }
  const counts = JSON.parse(readFileSync(summary, 'utf8'));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return status === 0 && counts.failed === 0;
}

const karmaOk = karma();
const nodeOk = nodeTests();
const e2eOk = e2e();
const ok = karmaOk && nodeOk && e2eOk;
if (!ok && totals.failed === 0) totals.failed = 1; // a suite that could not run counts as a failure
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
