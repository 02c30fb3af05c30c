// `node bench/angular-app/measure.mjs [--build-lib] [--attribute] [--json]`: what <kit-pagination>
// adds to an Angular app. Builds two zoneless Angular apps with the production application builder
// (esbuild, optimization on, as `ng build` does for a user): baseline/ (one component, one signal)
// and with-pagination/ (the same plus `<kit-pagination [totalItems]="500" [(page)]="page" />`
// from `kit-ui/pagination`), and prints the difference of their initial JS + CSS, minified and
// gzip -9 (summed per file, as the plain-page rows of bench/run.mjs).
//
// The bar comes from the built package: dist/kit (from `npx ng build kit`; --build-lib runs it) is
// copied to bench/angular-app/node_modules/kit-ui, where npm would install it, so the app bundles
// its FESM exactly as a user's app does. --attribute also builds the app against the sources (as
// the workspace's tsconfig paths do), whose metafile names each of our files, and prints which
// modules make up the difference. --json prints one JSON object instead of the tables.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const here = new URL('.', import.meta.url).pathname;
const root = join(here, '../..');
const argv = process.argv.slice(2);
const json = argv.includes('--json');
const log = (...args) => (json ? process.stderr.write(args.join(' ') + '\n') : console.log(...args));

if (argv.includes('--build-lib')) {
  execFileSync(process.execPath, [join(root, 'node_modules/@angular/cli/bin/ng.js'), 'build', 'kit'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}
const pkg = join(root, 'dist/kit');
if (!existsSync(join(pkg, 'fesm2022/kit-ui-pagination.mjs'))) {
  throw new Error('dist/kit is missing: run `npx ng build kit` first (or pass --build-lib).');
}
const newest = (dir) => Math.max(...readdirSync(dir, { recursive: true }).map((f) => statSync(join(dir, f)).mtimeMs));
if (newest(join(root, 'projects/kit/pagination')) > statSync(join(pkg, 'fesm2022/kit-ui-pagination.mjs')).mtimeMs) {
  log('warning: projects/kit/pagination is newer than dist/kit; pass --build-lib to measure the current sources');
}
rmSync(join(here, 'node_modules/kit-ui'), { recursive: true, force: true });
cpSync(pkg, join(here, 'node_modules/kit-ui'), { recursive: true });

/** Builds one project of angular.json and returns its initial files with their sizes and the metafile. */
function build(project) {
  const out = join(here, 'dist', project.replace(/^with-pagination-?/, '').replace(/^$/, 'package'));
  rmSync(out, { recursive: true, force: true });
  log(`building ${project}...`);
  execFileSync(process.execPath, [join(root, 'node_modules/@angular/cli/bin/ng.js'), 'build', project], {
    cwd: here,
    env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const meta = JSON.parse(readFileSync(join(out, 'stats.json'), 'utf8'));
  // Initial files: the entry points (main.js, styles.css) and what they import statically.
  const outputs = meta.outputs;
  const initial = new Set();
  const stack = Object.keys(outputs).filter((k) => outputs[k].entryPoint && /\.(js|css)$/.test(k));
  while (stack.length) {
    const k = stack.pop();
    if (initial.has(k) || !outputs[k]) continue;
    initial.add(k);
    for (const i of outputs[k].imports) if (i.kind === 'import-statement') stack.push(i.path);
  }
  const files = [...initial].map((k) => {
    const body = readFileSync(join(out, 'browser', k.split('/').pop()));
    return { name: k.split('/').pop(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, inputs: outputs[k].inputs };
  });
  const sum = (key) => files.reduce((a, f) => a + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** Bytes in the output per module: a package under node_modules, or a file of ours. */
function byModule(result) {
  const modules = {};
  for (const file of result.files) {
    for (const [input, { bytesInOutput }] of Object.entries(file.inputs)) {
      const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/);
      let name = m ? m[1] : input.replace(/^(\.\.\/)+/, '');
      // Angular's own packages are large; name their entry points (core/primitives/signals...).
      if (m && /^@angular\//.test(m[1]) && m[2]) name = `${m[1]}${m[2].replace(/^\/fesm2022/, '').replace(/\.mjs$/, '')}`;
      modules[name] = (modules[name] ?? 0) + bytesInOutput;
    }
  }
  return modules;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const baseline = build('baseline');
const withBar = build('with-pagination');
const delta = { raw: withBar.raw - baseline.raw, gzip: withBar.gzip - baseline.gzip };
const result = {
  baseline: { raw: baseline.raw, gzip: baseline.gzip, files: baseline.files.map((f) => f.name) },
  withPagination: { raw: withBar.raw, gzip: withBar.gzip, files: withBar.files.map((f) => f.name) },
  delta,
};

let attribution;
if (argv.includes('--attribute')) {
  const sources = build('with-pagination-sources');
  const base = byModule(baseline);
  const mods = byModule(sources);
  attribution = Object.keys({ ...base, ...mods })
    .map((name) => ({ name, bytes: (mods[name] ?? 0) - (base[name] ?? 0) }))
    .filter((r) => r.bytes !== 0)
    .sort((a, b) => b.bytes - a.bytes);
  result.sources = { raw: sources.raw, gzip: sources.gzip, delta: { raw: sources.raw - baseline.raw, gzip: sources.gzip - baseline.gzip } };
  result.attribution = attribution;
}

if (json) {
  console.log(JSON.stringify(result));
} else {
  console.log('\n| app | initial files | minified | gzip -9 |\n|---|---|---|---|');
  for (const [name, r] of [['baseline', baseline], ['with kit-pagination', withBar]]) {
    console.log(`| ${name} | ${r.files.map((f) => f.name).join(', ')} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
  }
  console.log(`| **kit-pagination adds** | | **${kb(delta.raw)}** | **${kb(delta.gzip)}** |`);
  if (attribution) {
    console.log(`\nAgainst the sources (tsconfig paths) the bar adds ${kb(result.sources.delta.raw)} minified, ${kb(result.sources.delta.gzip)} gzip.`);
    console.log('Minified bytes per module (sources build minus baseline):');
    for (const { name, bytes } of attribution) console.log(`${String(bytes).padStart(7)}  ${name}`);
  }
}
