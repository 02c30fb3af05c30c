import { describeValue } from 'kit-ui/core';
import { isUnsafeUrl } from '../editor-sanitizer';

/**
 * `url` for the AddLink / AddImage command `command` (its argument `key`), or an Error naming it
 * when the sanitizer would remove it (a script URL; a `data:` URL, except a raster image's): the
 * two modes did different wrong things with one (markdown mode wrote it, WYSIWYG wrote Quill's
 * placeholder `//:0` for an image and dropped the link).
 */
export function checkCommandUrl(command: string, key: string, url: string, image: boolean): string {
  if (isUnsafeUrl(url.trim(), image)) {
    const kinds = image ? 'script URLs and data: URLs other than raster images' : 'script and data: URLs';
    throw new Error(`${command}: the ${key} ${describeValue(url)} is one the sanitizer removes (${kinds}); nothing was inserted.`);
  }
  return url;
}
