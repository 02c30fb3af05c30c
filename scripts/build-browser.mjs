// Builds dist/kit-browser: kit.js (an ES module that defines window.kit) and kit.css, plus
// kit-editor.js (the editor and viewer alone) and kit-pagination.js + kit-pagination.css (the
// pagination bar alone), for pages that need only one of them.
// The Angular application builder names its entry main.js; plain pages expect kit.js.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const out = new URL('../dist/kit-browser/', import.meta.url).pathname;

const paginationOut = new URL('../dist/kit-browser-pagination/', import.meta.url).pathname;

const editorOut = new URL('../dist/kit-browser-editor/', import.meta.url).pathname;

/** Runs `ng build kit-browser` (optionally a configuration) and renames its main.js to `name`. */
function buildEntry(dir, name, configuration) {
  const args = ['ng', 'build', 'kit-browser', ...(configuration ? ['--configuration', configuration] : [])];
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NG_CLI_ANALYTICS: 'false' } });
  if (result.status !== 0) {
    throw new Error(`The kit-browser build${configuration ? ` (${configuration})` : ''} failed.`);
  }
  const main = join(dir, 'main.js');
  if (!existsSync(main)) {
    throw new Error(`Expected ${main} from the kit-browser build.`);
  }
  // Chunks import each other, never the entry; check, so a rename can never break an import.
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'main.js')) {
    if (readFileSync(join(dir, file), 'utf8').includes('./main.js')) {
      throw new Error(`${file} imports main.js; ${name} cannot be a plain rename.`);
    }
  }
  renameSync(main, join(dir, name));
  rmSync(join(dir, 'prerendered-routes.json'), { force: true });
  rmSync(join(dir, '3rdpartylicenses.txt'), { force: true });
}

/** Moves a second build's files into dist/kit-browser (chunks with the same hash are the same file). */
function mergeInto(dir) {
  for (const file of readdirSync(dir)) {
    if (!existsSync(join(out, file))) copyFileSync(join(dir, file), join(out, file));
    else if (!file.startsWith('chunk-')) throw new Error(`${file} exists in two browser builds.`);
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Builds kit.js (everything), kit-editor.js (the editor only) and kit-pagination.js (the
 * pagination bar only) into dist/kit-browser. Chunk names are content hashes, so the builds'
 * chunks can share one folder.
 */
export function buildBrowserBundle() {
  buildEntry(out, 'kit.js');
  buildEntry(editorOut, 'kit-editor.js', 'editor');
  mergeInto(editorOut);
  buildEntry(paginationOut, 'kit-pagination.js', 'pagination');
  mergeInto(paginationOut);
  console.log(`Wrote ${join(out, 'kit.js')}, kit.css, kit-editor.js, kit-pagination.js and kit-pagination.css`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildBrowserBundle();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
