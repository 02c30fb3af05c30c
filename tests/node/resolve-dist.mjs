// Lets Node resolve `kit-ui` and `kit-ui/*` to the built package in dist/kit, the way an app that
// installed it would (a package may import itself by name: Node's self-reference through "exports").
import { register } from 'node:module';

const hooks = `
const pkg = ${JSON.stringify(new URL('../../dist/kit/package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'kit-ui' || specifier.startsWith('kit-ui/')) {
    return next(specifier, { ...context, parentURL: pkg });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
