import { prepareBlocks } from '../convertor/editor-convertor';
import { sanitizeHtml } from '../editor-sanitizer';
import { sharedCodeBlockReplacers } from '../statics/code-block-replacers';
import { KitMarkdownParser, markdownParserHighlight } from '../statics/markdown-parsers';
import type { KitViewerConvertor } from './viewer-options';
import type { KitLinkAttributes } from '../link-attributes';

/** What rendering markdown for the viewer needs. */
export interface KitViewerRenderSource {
  /** A custom convertor, or null for kit's highlighting parser. */
  readonly convertor: KitViewerConvertor | null;
  /** kit's parser to use without a custom convertor (default `markdownParserHighlight`). */
  readonly parser?: KitMarkdownParser;
  /** The default allow-list (true) or only script removal (false). */
  readonly strict: boolean;
  /** `linkAttribute`: what kit's parser adds to every markdown link (not given to a custom convertor here). */
  readonly linkAttributes?: Readonly<KitLinkAttributes>;
  /** Runs `previewBeforeHook`; a non-undefined result replaces the HTML. */
  beforeRender(html: string): unknown;
}

/** What the viewer shows: the sanitized HTML, and its top-level blocks when they are drawn one by one. */
export interface KitViewerRendering {
  /** The whole HTML (what `previewBeforeHook` and `previewRenderAfter` get). */
  readonly html: string;
  /**
   * Each top-level block's HTML, sanitized on its own, or null to draw `html` in one pass (a
   * custom convertor, a hook's replacement).
   */
  readonly blocks: readonly string[] | null;
}

/**
 * Markdown to the sanitized HTML the viewer shows: kit's highlighting parser (code-block
 * replacers and highlighting) or the custom convertor, then `previewBeforeHook`. Everything that
 * comes back from user code (convertor, hook) is sanitized again. kit's parser works per
 * top-level block, as the editor's preview does: raw HTML one block leaves open (`<div>` with
 * no end) is closed in that block, not around every block after it.
 */
export function renderViewerHtml(markdown: string, source: KitViewerRenderSource): KitViewerRendering {
  const options = { strict: source.strict };
  let rendering: KitViewerRendering;
  if (source.convertor) {
    rendering = { html: sanitizeHtml(String(convert(source.convertor, markdown) ?? ''), options).trim(), blocks: null };
  } else {
    const parser = source.parser ?? markdownParserHighlight;
    const parseOptions = { ...options, linkAttributes: source.linkAttributes };
    const parsed = parser.parseBlocks(markdown, parseOptions);
    if (parsed) {
      prepareBlocks(parsed, source.strict);
      const blocks = parsed.map((block) => block.html).filter((html) => html);
      rendering = { html: blocks.join('\n'), blocks };
    } else {
      rendering = { html: parser.parse(markdown, parseOptions), blocks: null };
    }
  }
  const replaced = source.beforeRender(rendering.html);
  // '' and null blank the viewer, as in the original.
  if (replaced !== undefined) return { html: sanitizeHtml(String(replaced ?? ''), options), blocks: null };
  return rendering;
}

function convert(convertor: KitViewerConvertor, markdown: string): unknown {
  if (convertor.toHTMLWithCodeHighlight) return convertor.toHTMLWithCodeHighlight(markdown);
  if (convertor.toHTMLWithCodeHightlight) return convertor.toHTMLWithCodeHightlight(markdown);
  return convertor.toHTML(markdown);
}

/**
 * Shows the sanitized rendering in `contents` (block by block when it has blocks: each is parsed
 * on its own, so none can take in the next), then applies code-block replacers (to blocks a
 * custom convertor or a hook produced) and turns task items into working checkboxes.
 */
export function showViewerHtml(contents: HTMLElement, rendering: KitViewerRendering, strict: boolean): void {
  // Already sanitized, in DOMPurify's inert document.
  if (rendering.blocks) {
    contents.replaceChildren();
    for (const html of rendering.blocks) contents.insertAdjacentHTML('beforeend', html);
  } else {
    contents.innerHTML = rendering.html;
  }
  sharedCodeBlockReplacers.replaceIn([contents], strict);
  decorateTaskItems(contents);
}

/** The class TOAST UI Editor gives task items; kept so existing CSS and content keep working. */
const TASK_ITEM_CLASS = 'task-list-item';

/**
 * Makes every task item's checkbox a real control: enabled, focusable, named after the item's
 * text, with the item's `task-list-item`/`checked` classes in sync. Items saved by TOAST UI Editor
 * (`li.task-list-item` drawn with CSS, no input) get a checkbox too.
 */
export function decorateTaskItems(root: ParentNode): void {
  for (const item of Array.from(root.querySelectorAll<HTMLLIElement>('li'))) {
    let box = taskCheckboxIn(item);
    if (!box && item.classList.contains(TASK_ITEM_CLASS)) {
      box = item.ownerDocument.createElement('input');
      box.type = 'checkbox';
      if (item.classList.contains('checked')) box.setAttribute('checked', '');
      item.prepend(box, ' ');
    }
    if (!box) continue;
    box.disabled = false;
    box.removeAttribute('disabled');
    box.checked = box.hasAttribute('checked');
    // The convertor names it already (from the item's text, an image by its description); a
    // custom convertor's checkbox may come without a name.
    if (!box.getAttribute('aria-label')?.trim()) box.setAttribute('aria-label', taskLabel(item));
    box.classList.add('kit-task-checkbox');
    item.classList.add(TASK_ITEM_CLASS);
    item.classList.toggle('checked', box.checked);
  }
}

/** The task checkbox of `item`: first in the item, or first in its first paragraph (loose lists). */
function taskCheckboxIn(item: HTMLLIElement): HTMLInputElement | null {
  return item.querySelector<HTMLInputElement>(':scope > input[type="checkbox"], :scope > p:first-child > input[type="checkbox"]');
}

/** The item's own text (without nested lists), for the checkbox's accessible name. */
function taskLabel(item: HTMLLIElement): string {
  const copy = item.cloneNode(true) as HTMLLIElement;
  for (const nested of Array.from(copy.querySelectorAll('ul, ol'))) nested.remove();
  for (const image of Array.from(copy.querySelectorAll('img'))) image.replaceWith(image.getAttribute('alt') ?? '');
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim() || 'Task';
}

/** The task checkbox an event happened on, if it is one of `root`'s. */
export function taskCheckboxOf(target: EventTarget | null, root: HTMLElement): HTMLInputElement | null {
  const element = target as Element | null;
  if (!element || element.nodeType !== 1 || !element.classList.contains('kit-task-checkbox') || !root.contains(element)) return null;
  return element as HTMLInputElement;
}

/**
 * Records a checkbox's state on its item: the `checked` attribute (so the HTML says it too) and
 * the item's `checked` class.
 */
export function syncTaskItem(box: HTMLInputElement): void {
  box.toggleAttribute('checked', box.checked);
  box.closest('li')?.classList.toggle('checked', box.checked);
}
