import { EditorSelection, type EditorState } from '@codemirror/state';
import { signal } from '@angular/core';
import { describeValue } from 'kit-ui/core';
import { toHexColor } from '../convertor/editor-convertor';
import type { KitEditorApi } from '../editor-api';
import { colorSpanExtension } from '../convertor/color-span';
import { textsToMark } from '../commands/markdown-mark-targets';
import { treeUpTo } from '../commands/markdown-text';
import type { KitViewerApi } from '../viewer/viewer-api';
import type { KitMarkdownView } from '../markdown/markdown-view';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { KitToolbarButton } from '../toolbar/toolbar-item';
import { followUiText } from '../ui/editor-ui';
import { KIT_CLOSE_ALL_POPUPS_EVENT } from '../ui/popup-events';
import { keepPopupInTabOrder } from '../popups/popup-focus-order';
import { createColorPalette } from './color-palette';

/** Options of `{name: 'colorSyntax', ...}`. */
export interface KitColorSyntaxOptions {
  /** The palette shown in the popup (CSS colours). */
  preset?: string[];
  /** Write `{color:#f00}text{color}` in markdown instead of `<span style="color:#f00">text</span>`. */
  useCustomSyntax?: boolean;
}

const DEFAULT_PRESET = ['#181818', '#292929', '#393939', '#999999', '#ee2323', '#f89009', '#009a87', '#006dd7', '#8a3db6', '#781b33', '#5733b1', '#953b34'];
const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

/** Whether the browser takes `value` as a colour (a named colour must be a real one). */
function isCssColor(value: string): boolean {
  if (!CSS_COLOR.test(value)) return false;
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}


/**
 * Checks colorSyntax's options (`where` names them in the error: the `colorSyntax` option, or the
 * extension's entry in `exts`): a `preset` of CSS colours and a boolean `useCustomSyntax`.
 * @throws Error naming the option and the value.
 */
export function checkColorSyntaxOptions(options: unknown, where: string): KitColorSyntaxOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) throw new TypeError(`${where} must be an object {preset?, useCustomSyntax?}, got ${describeValue(options)}.`);
  const { preset, useCustomSyntax, ...rest } = options as Record<string, unknown>;
  const unknown = Object.keys(rest).filter((key) => key !== 'name');
  if (unknown.length) throw new Error(`${where} has no option ${describeValue(unknown[0])}; it takes preset and useCustomSyntax.`);
  if (preset !== undefined && !(Array.isArray(preset) && preset.every((color) => typeof color === 'string' && isCssColor(color.trim())))) {
    const bad = Array.isArray(preset) ? preset.find((color) => typeof color !== 'string' || !isCssColor(color.trim())) : preset;
    throw new TypeError(`${where}.preset must be an array of colours written in hex, rgb() or as a CSS colour name; ${describeValue(bad)} is not one.`);
  }
  if (useCustomSyntax !== undefined && typeof useCustomSyntax !== 'boolean') throw new TypeError(`${where}.useCustomSyntax must be true or false, got ${describeValue(useCustomSyntax)}.`);
  return { preset: preset as string[] | undefined, useCustomSyntax };
}

/**
 * `exts` with the editor's `colorSyntax` option (TOAST UI 1.x's place for the extension's settings)
 * given to the colorSyntax entry; what the entry itself says wins.
 */
export function withColorSyntaxOptions(exts: readonly (string | { name: string })[] | undefined, options: KitColorSyntaxOptions | undefined): (string | { name: string })[] | undefined {
  if (!exts || !options) return exts as (string | { name: string })[] | undefined;
  return exts.map((entry) => {
    if (entry === 'colorSyntax') return { name: 'colorSyntax', ...options };
    return typeof entry === 'object' && entry?.name === 'colorSyntax' ? { ...options, ...entry } : entry;
  });
}

function checkColor(color: unknown): string | null {
  if (!color) return null; // a falsy colour does nothing, as the original
  if (typeof color !== 'string' || !isCssColor(color.trim())) throw new Error(`color(value) expects a colour in hex, rgb() or a CSS colour name, got ${describeValue(color)}.`);
  return toHexColor(color);
}

/** Inline markup a colour span must not cut through: it would open in one element and close in another. */
const INLINE_MARKUP = new Set(['Emphasis', 'StrongEmphasis', 'Strikethrough', 'Link', 'Image', 'InlineCode']);

/**
 * `from`–`to` grown over the inline markup it starts or ends inside of (`a **b|old** b|`: the whole
 * bold), so the span around it nests properly; a range wholly inside one span stays as it is.
 */
function wholeInlineMarkup(state: EditorState, from: number, to: number): { from: number; to: number } {
  const tree = treeUpTo(state, to);
  for (let grown = true; grown; ) {
    grown = false;
    tree.iterate({
      from,
      to,
      enter: (node) => {
        if (!INLINE_MARKUP.has(node.name) || (node.from <= from && node.to >= to)) return;
        if (node.from < from || node.to > to) {
          [from, to] = [Math.min(from, node.from), Math.max(to, node.to)];
          grown = true;
        }
      },
    });
  }
  return { from, to };
}

/** Wraps the markdown selection in a colour span (or the custom syntax), as one user edit. */
function colorMarkdown(view: KitMarkdownView, color: string, customSyntax: boolean): void {
  const editor = view.view;
  if (editor.state.readOnly) return;
  const open = customSyntax ? `{color:${color}}` : `<span style="color:${color}">`;
  const close = customSyntax ? '{color}' : '</span>';
  const state = editor.state;
  editor.dispatch(
    state.changeByRange((range) => {
      // Over several lines, or a line's block markup (`# `, `- `, `> `): each line's text on its own,
      // as Bold does (a span around `# Title` made the heading a paragraph; one across paragraphs, raw HTML).
      const parts = textsToMark(state, range);
      if (parts) {
        const whole = parts.map((part) => wholeInlineMarkup(state, part.from, part.to));
        const changes = state.changes(whole.flatMap((part) => [{ from: part.from, insert: open }, { from: part.to, insert: close }]));
        return { changes, range: EditorSelection.range(changes.mapPos(range.from, -1), changes.mapPos(range.to, 1)) };
      }
      const { from, to } = range.empty ? range : wholeInlineMarkup(state, range.from, range.to);
      return {
        changes: [
          { from, insert: open },
          { from: to, insert: close },
        ],
        // A real selection range: a plain object looked the same to the view but broke the undo history.
        range: EditorSelection.range(from + open.length, to + open.length),
      };
    }),
    { userEvent: 'input.format', scrollIntoView: true },
  );
}

/** Colours the WYSIWYG selection with Quill's colour format. */
function colorWysiwyg(view: KitWysiwygView, color: string): void {
  const quill = view.quill;
  if (!quill.isEnabled()) return;
  const range = quill.getSelection(true);
  if (range.length) quill.formatText(range.index, range.length, 'color', color, 'user');
  else quill.format('color', color, 'user');
}

/**
 * `colorSyntax`: a "Text color" toolbar button (index 3) with a palette popup, and a `color`
 * command in both modes. Markdown gets an HTML colour span (`useCustomSyntax`: `{color:x}…{color}`);
 * WYSIWYG colours the text.
 */
export function colorSyntaxExtension(instance: KitEditorApi | KitViewerApi, entry: { name: string } & KitColorSyntaxOptions = { name: 'colorSyntax' }): void {
  const options = checkColorSyntaxOptions(entry, 'The colorSyntax extension');
  const custom = !!options.useCustomSyntax;
  if (instance.isViewer()) {
    // A viewer only reads colour; HTML colour spans it reads anyway, the custom syntax needs its parser.
    if (custom) (instance as KitViewerApi).getService().useMarkdownExtension(colorSpanExtension(() => true));
    return;
  }
  const editor = instance as KitEditorApi;
  if (custom) editor.getService().setCustomColorSyntax(true);
  const preset = Array.isArray(options.preset) && options.preset.length ? options.preset : DEFAULT_PRESET;
  const manager = editor.commandManager;
  manager.addCommand<KitMarkdownView>('markdown', {
    name: 'color',
    exec: (view, color: unknown) => {
      const value = checkColor(color);
      if (value) colorMarkdown(view, value, custom);
    },
  });
  manager.addCommand<KitWysiwygView>('wysiwyg', {
    name: 'color',
    exec: (view, color: unknown) => {
      const value = checkColor(color);
      if (value) colorWysiwyg(view, value);
    },
  });

  const ui = editor.getUI();
  const doc = ui.el.ownerDocument;
  const { element: palette, listbox, customInput, customText } = createColorPalette(doc, preset);

  const popup = ui.createPopup({ content: palette, className: 'kit-color-popup' });
  // The labels follow the editor's language: written now (English while a language's chunk is
  // still loading) and again when its strings arrive, the app overrides them or the language changes.
  const stopLabels = followUiText(() => {
    editor.i18n.version(); // `get` itself reads no signal
    const language = editor.getLanguage();
    const title = editor.i18n.get('Text color', language);
    listbox.setAttribute('aria-label', title);
    customText.data = ' ' + editor.i18n.get('Custom color', language);
    popup.setTitle(title);
  });
  // However the popup goes (with the editor, or getUI().remove()), a re-read must not reach it.
  popup.on('remove', stopLabels);
  const apply = (color: string) => {
    popup.hide();
    editor.focus();
    editor.exec('color', color);
  };
  palette.addEventListener('mousedown', (event) => {
    if ((event.target as HTMLElement).closest('.kit-color-swatch')) event.preventDefault(); // keep the editor's selection
  });
  palette.addEventListener('click', (event) => {
    const swatch = (event.target as HTMLElement).closest<HTMLElement>('.kit-color-swatch');
    if (swatch?.dataset['color']) apply(swatch.dataset['color']);
  });
  customInput.addEventListener('change', () => apply(customInput.value));
  const service = editor.getService();
  // The editor's own streams, not on(): an app's off() must not break the extension (Part C 4).
  service.on$('removeEditor').subscribe(() => popup.remove());
  // One popup at a time, and none once the user is back in the text or in the other mode.
  const hide = () => popup.isShow() && popup.hide();
  // Focus entering the editing panes (not the popup, which also lives in the editor element).
  const panes = ui.el.querySelector('.kit-editor-main');
  panes?.addEventListener('focusin', hide);
  service.on$('removeEditor').subscribe(() => panes?.removeEventListener('focusin', hide));
  service.on$('changeMode').subscribe(hide);
  // Focus tabbed on out of the popup closes it, leaving focus where it went, as kit's own popups
  // (KitEditorPopupComponent.focusLeft): not when it goes nowhere (another window, the colour
  // chooser) or to the Text color button, whose click toggles the popup itself.
  popup.el.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !popup.el.contains(next) && !ui.el.querySelector('kit-editor-toolbar [data-name="colorSyntax"]')?.contains(next)) hide();
  });
  // In the tab order in the Text color button's place (Shift+Tab from its first control back to
  // the button), as kit's own popups.
  popup.el.addEventListener('keydown', (event) =>
    keepPopupInTabOrder(event, {
      popup: popup.el,
      anchor: ui.el.querySelector<HTMLElement>('kit-editor-toolbar [data-name="colorSyntax"]'),
      close: hide,
      fallback: () => editor.focus(),
    }),
  );
  // Escape or the close button hides the popup with the focus in it: the focus goes back to the
  // editor (and its selection), as from kit's own popups, instead of to the page's body.
  const open = signal(false);
  popup.on('shown', () => open.set(true));
  popup.on('hidden', () => {
    open.set(false);
    if (popup.el.contains(doc.activeElement)) editor.focus();
  });

  ui.getToolbar().insertItem(3, new KitToolbarButton({ name: 'colorSyntax', icon: 'color', tooltipKey: 'Text color', event: 'colorSyntaxOpen', expanded: open }));
  editor.eventManager.addEventType('colorSyntaxOpen');
  // As 1.x's colorSyntax: before it opens, `closeAllPopup` (no arguments) goes out, so kit's
  // popups and the app's own close (one popup at a time). Through the event manager, which also
  // closes kit's popups and the other `createPopup` popups, as the app's emit does.
  const events = editor.eventManager;
  service.on$('colorSyntaxOpen' as never).subscribe(() => {
    if (popup.isShow()) {
      popup.hide();
      return;
    }
    events.emit(KIT_CLOSE_ALL_POPUPS_EVENT);
    popup.show();
    placeUnderButton();
  });
  const button = () => ui.el.querySelector<HTMLElement>('kit-editor-toolbar [data-name="colorSyntax"]');
  // Under its button, as 1.x's palette and kit's own popups (a layer popup is centred in the
  // editor), kept inside the editor.
  const placeUnderButton = () => {
    const opener = button();
    if (!opener || popup.isFitToWindow()) return;
    const frame = ui.el.getBoundingClientRect();
    const box = opener.getBoundingClientRect();
    const width = popup.el.getBoundingClientRect().width;
    popup.el.style.transform = 'none';
    // (Offsets from the editor's padding edge: its border is outside it.)
    const inner = frame.width - ui.el.clientLeft * 2;
    // Its start edge under the button's: the left one, the right one in a right-to-left editor.
    const rtl = getComputedStyle(opener).direction === 'rtl';
    const start = rtl ? box.right - width : box.left;
    popup.el.style.left = `${Math.max(0, Math.min(start - frame.left - ui.el.clientLeft, inner - width))}px`;
    popup.el.style.top = `${box.bottom - frame.top - ui.el.clientTop + 4}px`;
  };
  // A click outside the palette (and its button, which toggles it) closes it, as kit's popups.
  const outside = (event: MouseEvent) => {
    const target = event.target as Node;
    if (!popup.el.contains(target) && !button()?.contains(target)) hide();
  };
  popup.on('shown', () => doc.addEventListener('mousedown', outside, true));
  popup.on('hidden', () => doc.removeEventListener('mousedown', outside, true));
  popup.on('remove', () => doc.removeEventListener('mousedown', outside, true));
}
