// The entry points an app names in its root providers must stay light: an app whose editor lives
// on a lazy route provides `KIT_EDITOR_DEFAULT_OPTIONS` in its app config, and a token imported
// from `kit-ui/editor` itself put the whole editor (CodeMirror, marked, DOMPurify, turndown: ~800
// KB minified) in the app's initial bundle, because bundlers keep a module's imports, and those
// packages' top-level code, once anything of it is used (QA of an Angular app, 2026-11-27); the
// bar's token from `kit-ui/pagination` brought the whole bar (~37 KB minified).
// This bundles each light import as an app would (kit-ui from dist/kit, other packages left
// outside) and checks which of kit's files and which packages it reaches.
import '@angular/compiler';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';

const dist = new URL('../../dist/kit/', import.meta.url).pathname;

/**
 * What `source` loads before it runs: kit's built files in its initial chunks (dynamic imports
 * are chunks of their own, loaded later), their bytes, and the packages they import.
 */
async function reach(source) {
  const packages = new Set();
  const result = await build({
    stdin: { contents: source, resolveDir: dist, loader: 'js' },
    bundle: true,
    splitting: true,
    outdir: 'out',
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-outside',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path === 'kit-ui' || args.path.startsWith('kit-ui/')) return undefined;
            packages.add(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
    // kit-ui resolves to the built package, through its "exports".
    nodePaths: [new URL('../../dist/', import.meta.url).pathname],
    alias: { 'kit-ui': dist.replace(/\/$/, '') },
  });
  const outputs = result.metafile.outputs;
  const initial = new Set();
  const visit = (output) => {
    if (initial.has(output)) return;
    initial.add(output);
    for (const { path, kind } of outputs[output].imports) if (kind === 'import-statement' && outputs[path]) visit(path);
  };
  visit(Object.keys(outputs).find((output) => outputs[output].entryPoint === '<stdin>'));
  const files = [...initial].flatMap((output) => Object.keys(outputs[output].inputs)).map((path) => path.replace(/^.*fesm2022\//, ''));
  const bytes = [...initial].reduce((sum, output) => sum + outputs[output].bytes, 0);
  const staticPackages = new Set([...initial].flatMap((output) => outputs[output].imports.filter((i) => i.external && i.kind === 'import-statement').map((i) => i.path)));
  return { files, packages: [...packages].filter((p) => staticPackages.has(p)).sort(), bytes };
}

for (const [entry, name] of [
  ['kit-ui/editor/defaults', 'KIT_EDITOR_DEFAULT_OPTIONS'],
  ['kit-ui/editor/warm-up', 'provideKitEditorLazyWarmUp'],
  ['kit-ui/pagination/defaults', 'KIT_PAGINATION_DEFAULT_OPTIONS'],
]) {
  test(`${name} from ${entry} bundles without the editor`, async () => {
    const { files, packages, bytes } = await reach(`import { ${name} } from '${entry}'; console.log(${name});`);
    assert.deepEqual(files.filter((f) => f !== '<stdin>'), [`${entry.replaceAll('/', '-')}.mjs`]);
    assert.deepEqual(packages.filter((p) => !p.startsWith('@angular/')), [], 'only Angular is imported before it runs');
    assert.ok(bytes < 3000, `${bytes} bytes of kit's code`);
  });
}

test('the editor pulls its whole code, so the check above can fail', async () => {
  const { packages, bytes } = await reach(`import { KitEditorComponent } from 'kit-ui/editor'; console.log(KitEditorComponent);`);
  assert.ok(packages.includes('marked') && packages.includes('@codemirror/view'), packages.join(', '));
  assert.ok(bytes > 100_000, `${bytes} bytes`);
});

test('kit-ui/editor and kit-ui/pagination export the same defaults tokens as their light entries', async () => {
  assert.equal((await import('kit-ui/editor')).KIT_EDITOR_DEFAULT_OPTIONS, (await import('kit-ui/editor/defaults')).KIT_EDITOR_DEFAULT_OPTIONS);
  assert.equal((await import('kit-ui/pagination')).KIT_PAGINATION_DEFAULT_OPTIONS, (await import('kit-ui/pagination/defaults')).KIT_PAGINATION_DEFAULT_OPTIONS);
});
