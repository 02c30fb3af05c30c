import { withoutQuillPrefetch } from './wysiwyg/quill-loader';
import { whenIdle } from './when-idle';

/** What the warm-up needs of `KitEditor` (passed in: this module must not import the class). */
interface EditorFactory {
  getInstances(): unknown[];
  new (options: { el: HTMLElement; initialValue: string; previewStyle: 'vertical'; height: string; usageStatistics: false }): {
    remove(): void;
  };
}

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

let scheduled = false;

/**
 * Builds one editor off screen and removes it when the page is next idle (at most 2 s later), unless
 * an editor already exists. Why: the first editor on a page spent ~75 ms of a ~95 ms constructor on
 * first-use work — CodeMirror mounting its style modules and measuring, DOMPurify and marked setting
 * up, code not yet compiled — against ~20 ms for every later one. kit.js and kit-editor.js call it once
 * they are ready, so an editor created after the page has settled starts warm. One idle task; the
 * host is hidden, inert and out of the accessibility tree; the editor sends no usage statistics
 * and does not make the page fetch Quill.
 */
export function warmUpEditorWhenIdle(Editor: EditorFactory): void {
  if (scheduled || typeof window === 'undefined' || typeof document === 'undefined') return;
  scheduled = true;
  const run = () => {
    if (Editor.getInstances().length || !document.body) return; // a real editor did the work already
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:800px;visibility:hidden;pointer-events:none';
    document.body.appendChild(host);
    try {
      withoutQuillPrefetch(() =>
        new Editor({ el: host, initialValue: WARM_UP_MARKDOWN, previewStyle: 'vertical', height: '300px', usageStatistics: false }).remove(),
      );
    } catch {
      // Warming up is only an optimisation: a real editor reports its own errors.
    } finally {
      host.remove();
    }
  };
  whenIdle(run);
}
