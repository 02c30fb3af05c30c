// Builds dist/kit-browser: kit.js (an ES module that defines window.kit) and kit.css.
// The Angular application builder names its entry main.js; plain pages expect kit.js.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const out = new URL('../dist/kit-browser/', import.meta.url).pathname;

export function buildBrowserBundle() {
  const result = spawnSync('npx', ['ng', 'build', 'kit-browser'], {
    stdio: 'inherit',
    env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
  });
  if (result.status !== 0) {
    throw new Error('The kit-browser build failed.');
  }
  const main = join(out, 'main.js');
  if (!existsSync(main)) {
    throw new Error(`Expected ${main} from the kit-browser build.`);
  }
  // Chunks import each other, never the entry; check, so a rename can never break an import.
  for (const file of readdirSync(out).filter((f) => f.endsWith('.js') && f !== 'main.js')) {
    if (readFileSync(join(out, file), 'utf8').includes('./main.js')) {
      throw new Error(`${file} imports main.js; kit.js cannot be a plain rename.`);
    }
  }
  renameSync(main, join(out, 'kit.js'));
  rmSync(join(out, 'prerendered-routes.json'), { force: true });
  rmSync(join(out, '3rdpartylicenses.txt'), { force: true });
  console.log(`Wrote ${join(out, 'kit.js')} and ${join(out, 'kit.css')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildBrowserBundle();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
