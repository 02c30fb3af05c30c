// `npm start`: builds the browser bundle the plain page uses, then serves the demo on
// http://127.0.0.1:4200/ (pass a different port with `npm start -- --port 4300`).
import { spawnSync } from 'node:child_process';
import { buildBrowserBundle } from './build-browser.mjs';

try {
  buildBrowserBundle();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const serve = spawnSync('npx', ['ng', 'serve', 'demo', '--host', '127.0.0.1', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
});
process.exit(serve.status ?? 0);
