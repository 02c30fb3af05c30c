// Builds what the bench pages load besides dist/kit-browser, into bench/.cache/ (git-ignored):
//   toastui-editor.min.js/.css  @toast-ui/editor 3.2.2 with its ProseMirror dependencies, minified,
//                               as a page would get it from a bundler (npm ships it unminified, with
//                               ProseMirror as externals), exposing window.toastui.Editor
//   bench-helpers.js            the neutral judges used on every system: kit's test helpers
//                               normalizeHtml (CommonMark comparison) and markdownSignature
//                               (round-trip structure), read from projects/kit/editor (not edited)
// tui-pagination ships minified files (dist/tui-pagination.min.js/.min.css); pages load them as is.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
export const cacheDir = join(root, 'bench/.cache');

function newer(out, inputs) {
  if (!existsSync(out)) return false;
  const t = statSync(out).mtimeMs;
  return inputs.every((f) => !existsSync(f) || statSync(f).mtimeMs <= t);
}

export async function prepare() {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const toastJs = join(cacheDir, 'toastui-editor.min.js');
  const toastPkg = join(root, 'node_modules/@toast-ui/editor/package.json');
  if (!newer(toastJs, [toastPkg, new URL(import.meta.url).pathname])) {
    const entry = join(cacheDir, 'toastui-entry.mjs');
    writeFileSync(entry, "import Editor from '@toast-ui/editor';\nwindow.toastui = Object.assign(window.toastui || {}, { Editor });\n");
    await build({
      entryPoints: [entry], bundle: true, minify: true, format: 'iife', platform: 'browser', target: 'es2019',
      outfile: toastJs, legalComments: 'none', logLevel: 'error', nodePaths: [join(root, 'node_modules')],
    });
    await build({
      entryPoints: [join(root, 'node_modules/@toast-ui/editor/dist/toastui-editor.css')], bundle: true, minify: true,
      outfile: join(cacheDir, 'toastui-editor.min.css'), loader: { '.png': 'dataurl', '.svg': 'dataurl' }, logLevel: 'error',
    });
  }
  const helpers = join(cacheDir, 'bench-helpers.js');
  const sources = ['html-signature.ts', 'markdown-signature.ts'].map((f) => join(root, 'projects/kit/editor', f));
  if (!newer(helpers, [...sources, new URL(import.meta.url).pathname])) {
    const entry = join(cacheDir, 'helpers-entry.ts');
    writeFileSync(
      entry,
      `import { normalizeHtml } from ${JSON.stringify(sources[0])};\n` +
        `import { markdownSignature } from ${JSON.stringify(sources[1])};\n` +
        'window.benchHelpers = { normalizeHtml, markdownSignature };\n',
    );
    await build({
      entryPoints: [entry], bundle: true, minify: true, format: 'iife', platform: 'browser', target: 'es2020',
      outfile: helpers, logLevel: 'error', nodePaths: [join(root, 'node_modules')],
    });
  }
  return { toastJs, helpers };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepare();
  for (const f of ['toastui-editor.min.js', 'toastui-editor.min.css', 'bench-helpers.js']) {
    console.log(f, readFileSync(join(cacheDir, f)).length);
  }
}
