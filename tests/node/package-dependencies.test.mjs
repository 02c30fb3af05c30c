// The published package must declare what its code imports. Inside this workspace every import
// resolves through the workspace's own node_modules, so a package missing from
// projects/kit/package.json only shows in an app that installs kit-ui from npm, as "Could not
// resolve" errors at its build. This reads the built FESM files (dist/kit/fesm2022) with esbuild's
// parser (comments, strings and `Quill.import('delta')`, a Quill registry lookup, are not imports)
// and compares their package imports, static and dynamic, with dist/kit/package.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { build } from 'esbuild';

const dist = new URL('../../dist/kit/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', dist), 'utf8'));
const fesm = new URL('fesm2022/', dist);
const files = readdirSync(fesm)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => new URL(f, fesm).pathname);

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every bare specifier the FESM files import (static, re-export or `import()`), with its importers. */
async function importedSpecifiers() {
  const found = new Map();
  await build({
    entryPoints: files,
    bundle: true,
    write: false,
    outdir: 'unused',
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'record-imports',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            const bare = !args.path.startsWith('.') && !args.path.startsWith('/');
            if (bare) {
              const importers = found.get(args.path) ?? new Set();
              importers.add(args.importer.slice(fesm.pathname.length));
              found.set(args.path, importers);
            }
            // Nothing is loaded: the FESM files are all entry points already, and packages stay outside.
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

const specifiers = await importedSpecifiers();
const selfName = manifest.name;
const imported = new Map(); // package -> specifiers
for (const specifier of specifiers.keys()) {
  const name = packageName(specifier);
  if (name === selfName) continue; // kit-ui/core etc.: its own entry points
  imported.set(name, [...(imported.get(name) ?? []), specifier]);
}
const declared = { ...manifest.peerDependencies, ...manifest.dependencies };

test('the scan sees static and dynamic imports (and no Quill registry lookups)', () => {
  assert.ok(files.length > 5, `FESM files in ${fesm.pathname}`);
  assert.ok(specifiers.has('quill'), 'the static import of quill');
  assert.ok(specifiers.has('@codemirror/lang-sql'), 'the dynamic import of a fence language');
  assert.ok(
    specifiers.has('@codemirror/legacy-modes/mode/css'),
    'the dynamic import of a legacy mode',
  );
  assert.ok(
    !specifiers.has('delta') && !specifiers.has('parchment'),
    "Quill.import('delta') is not a module import",
  );
});

test('dist/kit/package.json declares every package the FESM files import', () => {
  const missing = [...imported]
    .filter(([name]) => !(name in declared))
    .map(([name, specs]) => {
      const shown = specs.length > 3 ? [...specs.slice(0, 3), `${specs.length - 3} more`] : specs;
      return `${name} (${shown.join(', ')}; in ${[...specifiers.get(specs[0])].join(', ')})`;
    });
  assert.deepEqual(
    missing,
    [],
    'add these to projects/kit/package.json (and non-peers to ng-package.json allowedNonPeerDependencies)',
  );
});

test('dist/kit/package.json declares nothing the FESM files do not import (tslib aside)', () => {
  // tslib: ng-packagr's default helper dependency, imported only when TypeScript emits a helper.
  const unused = Object.keys(declared).filter((name) => name !== 'tslib' && !imported.has(name));
  assert.deepEqual(unused, []);
});

test('a package is a dependency or a peer, not both', () => {
  const both = Object.keys(manifest.dependencies ?? {}).filter(
    (name) => name in (manifest.peerDependencies ?? {}),
  );
  assert.deepEqual(both, []);
});

test('every declared range is a caret range that accepts the version this workspace installed', () => {
  // Caret ranges only, compared by hand: a range the workspace's own install falls outside of would
  // publish a package tested against versions its users cannot get (or the reverse).
  const modules = new URL('../../node_modules/', import.meta.url);
  const outside = [];
  for (const [name, range] of Object.entries(declared)) {
    const installed = JSON.parse(
      readFileSync(new URL(`${name}/package.json`, modules), 'utf8'),
    ).version;
    const floor = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range)?.slice(1).map(Number);
    const [major, minor, patch] = installed.split(/[.-]/).map(Number);
    const ok =
      floor !== undefined &&
      floor[0] > 0 &&
      major === floor[0] &&
      (minor > floor[1] || (minor === floor[1] && patch >= floor[2]));
    if (!ok) outside.push(`${name}: ${range} vs installed ${installed}`);
  }
  assert.deepEqual(
    outside,
    [],
    'ranges are ^major.minor.patch, and the installed version must satisfy them',
  );
});
