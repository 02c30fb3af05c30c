// `npm run build`: the library (ng-packagr, Angular Package Format, dist/kit) and the browser
// bundle for plain pages (dist/kit-browser/kit.js + kit.css).
import { spawnSync } from 'node:child_process';
import { buildBrowserBundle } from './build-browser.mjs';

const lib = spawnSync('npx', ['ng', 'build', 'kit'], { stdio: 'inherit', env: { ...process.env, NG_CLI_ANALYTICS: 'false' } });
if (lib.status !== 0) {
  process.exit(lib.status ?? 1);
}
try {
  buildBrowserBundle();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
