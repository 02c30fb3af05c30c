// Builds what the end-to-end tests serve: the browser bundles through the project's own
// scripts/build-browser.mjs (dist/kit-browser: kit.js, kit.css and whatever else the plain pages
// load), then the demo into tmp/e2e/demo/browser, which copies dist/kit-browser into its
// kit-browser/ folder, so the plain pages test the same sources as the Angular pages; and a small
// app that runs zone.js (projects/zone-app), copied beside them to /zone-app/.
// Skips the build when no source file changed since the last one (a stamp of paths, sizes, mtimes).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'tmp/e2e');
export const siteRoot = join(out, 'demo/browser');
const stampFile = join(out, 'build-stamp.txt');

const INPUTS = [
  'projects/kit',
  'projects/kit-browser',
  'projects/demo',
  'projects/zone-app',
  'angular.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-browser.mjs',
];

function walk(path, lines) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name === 'node_modules' || name === 'fixtures' || name.endsWith('.spec.ts')) continue;
      walk(join(path, name), lines);
    }
  } else {
    lines.push(`${path} ${stat.size} ${stat.mtimeMs}`);
  }
}

function stamp() {
  const lines = [];
  for (const input of INPUTS) walk(join(root, input), lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function run(command, args, { loggedErrorsFail = false } = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(
      `e2e: \`${command} ${args.join(' ')}\` failed (exit ${result.status}); the end-to-end tests need the demo built.`,
    );
  }
  // Angular logs an error thrown while prerendering a page ("ERROR TypeError: ...") and still
  // writes the page, without what failed: a server-side break would pass unseen.
  const logged = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.split('\n').filter((line) => /^ERROR\b/.test(line));
  if (loggedErrorsFail && logged.length) {
    throw new Error(`e2e: \`${command} ${args.join(' ')}\` logged errors while prerendering the demo:\n${logged.join('\n')}`);
  }
}

/** Builds the browser bundles and the demo unless they are up to date; returns the site root. */
export function ensureBuilt({ force = false } = {}) {
  const current = stamp();
  const ready =
    existsSync(join(siteRoot, 'index.html')) && existsSync(join(siteRoot, 'kit-browser/kit.js'));
  if (!force && ready && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) {
    console.log('e2e: the demo build in tmp/e2e is up to date');
    return siteRoot;
  }
  const started = Date.now();
  console.log('e2e: building dist/kit-browser and the demo (tmp/e2e/demo)');
  rmSync(stampFile, { force: true });
  rmSync(join(out, 'demo'), { recursive: true, force: true });
  run('node', ['scripts/build-browser.mjs']);
  run('npx', ['ng', 'build', 'demo', '--output-path', 'tmp/e2e/demo'], { loggedErrorsFail: true });
  // kit in an app that still runs zone.js (zone.e2e.mjs), served beside the demo at /zone-app/.
  rmSync(join(out, 'zone-app'), { recursive: true, force: true });
  run('npx', ['ng', 'build', 'zone-app', '--output-path', 'tmp/e2e/zone-app', '--base-href', '/zone-app/']);
  cpSync(join(out, 'zone-app/browser'), join(siteRoot, 'zone-app'), { recursive: true });
  for (const page of [
    'index.html',
    'pagination/index.html',
    'editor/index.html',
    'editor-features/index.html',
    'plain.html',
    'plain-editor.html',
    'zone-app/index.html',
  ]) {
    if (!existsSync(join(siteRoot, page))) throw new Error(`e2e: the demo build has no ${page}.`);
  }
  for (const page of ['plain.html', 'plain-editor.html']) {
    for (const [ref] of readFileSync(join(siteRoot, page), 'utf8').matchAll(
      /kit-browser\/[\w.-]+/g,
    )) {
      if (!existsSync(join(siteRoot, ref)))
        throw new Error(`e2e: ${page} loads ${ref}, which the build did not produce.`);
    }
  }
  writeFileSync(stampFile, current);
  console.log(`e2e: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return siteRoot;
}
