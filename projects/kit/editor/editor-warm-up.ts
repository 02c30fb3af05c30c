import { withoutQuillPrefetch } from './wysiwyg/quill-loader';
import { whenIdle } from './when-idle';

/** The options the warm-up editor is built with (it sends no usage statistics). */
export const WARM_UP_OPTIONS = { previewStyle: 'vertical', height: '300px', usageStatistics: false } as const;

/** Builds one editor in `host` from `initialValue` and removes it again, synchronously. */
export type KitWarmUpBuild = (host: HTMLElement, initialValue: string) => void;

/** Every kind of block the preview and the markdown view have their own code for (no fence language: it would fetch a grammar). */
const WARM_UP_MARKDOWN = [
  '# Title',
  '',
  'Text with **bold**, *italic*, ~~strike~~, `code`, a [link](https://example.com) and ![image](data:,).',
  '',
  '- item',
  '  - [x] task',
  '1. one',
  '',
  '> quote',
  '',
  '| a | b |',
  '|:--|--:|',
  '| 1 | 2 |',
  '',
  '```',
  'code',
  '```',
  '',
  '<div>html</div>',
  '',
  '***',
].join('\n');

const scheduled = new Set<string>();

/** For kit's own specs (not public API): forgets which warm-ups ran, so a spec can watch one happen. */
export function forgetWarmUpsForSpecs(): void {
  scheduled.clear();
}

/**
 * Builds one editor off screen and removes it when the page is next idle (at most 2 s later), unless
 * an editor already exists. Why: the first editor on a page spent ~75 ms of a ~95 ms constructor on
 * first-use work — CodeMirror mounting its style modules and measuring, DOMPurify and marked setting
 * up, code not yet compiled — against ~20 ms for every later one. kit.js and kit-editor.js call it once
 * they are ready, so an editor created after the page has settled starts warm. One idle task; the
 * host is hidden, inert and out of the accessibility tree; the editor sends no usage statistics
 * and does not make the page fetch Quill. `kind` names the way it is built: each runs once per page.
 */
export function warmUpEditorWhenIdle(kind: string, build: KitWarmUpBuild): void {
  if (scheduled.has(kind) || typeof window === 'undefined' || typeof document === 'undefined') return;
  scheduled.add(kind);
  const run = () => {
    if (!document.body || document.querySelector('.kit-editor')) return; // a real editor did the work already
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:800px;visibility:hidden;pointer-events:none';
    document.body.appendChild(host);
    try {
      withoutQuillPrefetch(() => build(host, WARM_UP_MARKDOWN));
    } catch (error) {
      // Warming up is only an optimisation: say why it did not happen, and go on.
      console.warn('kit: warmUpKitEditor() could not build its editor:', error);
    } finally {
      host.remove();
    }
  };
  whenIdle(run);
}
