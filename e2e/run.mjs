// `npm run e2e`: end-to-end tests of the built demo and the plain pages in headless Chromium
// (playwright-core + the system Chromium), served on 127.0.0.1, with an axe-core audit.
//   node e2e/run.mjs                 build tmp/e2e if sources changed, run every *.e2e.mjs file
//   node e2e/run.mjs popup link      only tests whose "file › name" contains one of the words
//   node e2e/run.mjs --rebuild       build even when tmp/e2e looks up to date
//   E2E_AXE_SOFT=1 node e2e/run.mjs a11y   print every axe violation without failing (triage)
// Screenshots of the main states go to docs/images/. Ends with "N passed, N failed" and writes
// the counts to tmp/e2e-summary.json (read by scripts/test.mjs).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, HEADLESS_FLAGS } from '../scripts/find-chromium.mjs';
import { serveStatic } from '../scripts/serve-static.mjs';
import { ensureBuilt } from './build.mjs';
import { knownIssues, root, setCurrentFile, tests } from './harness.mjs';

const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--')).map((a) => a.toLowerCase());
const summaryFile = join(root, 'tmp/e2e-summary.json');
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function finish(code) {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  writeFileSync(
    summaryFile,
    JSON.stringify({ ...totals, seconds: Math.round((Date.now() - started) / 1000) }),
  );
  if (knownIssues.length) {
    console.log(`\nKnown issues (reported, skipped with // KNOWN:): ${new Set(knownIssues).size}`);
    for (const k of new Set(knownIssues)) console.log(`  ! ${k}`);
  }
  if (failures.length) {
    console.log('\nFailed:');
    for (const f of failures) console.log(`  ✖ ${f}`);
  }
  console.log(`\ne2e finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(code);
}

rmSync(summaryFile, { force: true });
let site;
let executablePath;
try {
  executablePath = findChromium();
  site = ensureBuilt({ force: args.includes('--rebuild') });
} catch (error) {
  console.error(String(error.message ?? error));
  totals.failed = 1;
  failures.push('setup: could not build the demo or find Chromium');
  finish(1);
}

const here = new URL('.', import.meta.url).pathname;
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort()) {
  setCurrentFile(file.replace(/\.e2e\.mjs$/, ''));
  await import(join(here, file));
}
const selected = tests.filter(
  (t) => !filters.length || filters.some((f) => `${t.file} › ${t.name}`.toLowerCase().includes(f)),
);

const server = await serveStatic(site);
const browser = await chromium.launch({ executablePath, args: HEADLESS_FLAGS });
console.log(
  `e2e: ${selected.length} tests against ${server.url} in ${executablePath} ${browser.version()}`,
);

let lastFile = '';
for (const t of selected) {
  if (t.file !== lastFile) console.log(`\n${t.file}`);
  lastFile = t.file;
  const context = await browser.newContext({
    viewport: { width: 1100, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const pageErrors = [];
  const consoleLines = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (m) => consoleLines.push(`[${m.type()}] ${m.text()}`));
  const ctx = {
    page,
    context,
    baseUrl: server.url,
    /** Opens a demo path and waits until Angular has hydrated it (or kit.js is ready on plain pages). */
    async open(path) {
      await page.goto(server.url + path);
      await page.waitForFunction(
        () =>
          document.querySelector('app-root') ? !document.querySelector('[ngh]') : 'kit' in window,
        null,
        { timeout: 20_000 },
      );
      return page;
    },
  };
  const t0 = Date.now();
  let error;
  let timer;
  try {
    await Promise.race([
      t.fn(ctx),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(
            () => reject(new Error(`timed out after ${t.timeout} ms`)),
            t.timeout,
          )),
      ),
    ]);
    if (pageErrors.length)
      throw new Error(
        `uncaught error in the page: ${pageErrors.map((e) => e.stack ?? e.message).join('\n')}`,
      );
  } catch (e) {
    error = e;
  } finally {
    clearTimeout(timer);
  }
  const ms = Date.now() - t0;
  if (error) {
    totals.failed++;
    failures.push(`${t.file} › ${t.name}`);
    console.log(`  ✖ ${t.name} (${ms} ms)`);
    console.log(
      `    ${String(error.stack ?? error)
        .split('\n')
        .slice(0, 12)
        .join('\n    ')}`,
    );
    if (consoleLines.length)
      console.log(`    page console (last 15):\n      ${consoleLines.slice(-15).join('\n      ')}`);
    const shot = join(
      root,
      'tmp/e2e/failures',
      `${t.file}-${t.name}`.replace(/[^\w-]+/g, '_') + '.png',
    );
    mkdirSync(join(root, 'tmp/e2e/failures'), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true }).then(
      () => console.log(`    screenshot of the failure: ${shot}`),
      () => {},
    );
  } else {
    totals.passed++;
    console.log(`  ✔ ${t.name} (${ms} ms)`);
  }
  await context.close().catch(() => {});
}

await browser.close();
await server.close();
finish(totals.failed ? 1 : 0);
