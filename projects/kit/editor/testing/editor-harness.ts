import { BaseHarnessFilters, ComponentHarness, HarnessPredicate, TestElement } from '@angular/cdk/testing';

/** An editing mode, as the editor's `data-mode` says it. */
export type KitEditorHarnessMode = 'markdown' | 'wysiwyg';

/** Filters for `KitEditorHarness.with()`. */
export interface KitEditorHarnessFilters extends BaseHarnessFilters {
  /** Only editors in this mode. */
  mode?: KitEditorHarnessMode;
}

/** A toolbar button, as a test sees it. */
export interface KitEditorToolbarButtonState {
  /** Its name (`bold`, `heading`, an app button's `name`). */
  name: string;
  /** Its accessible name ("Bold (Ctrl+B)"). */
  label: string | null;
  /** Whether it shows pressed (`aria-pressed`): the format at the cursor. */
  pressed: boolean;
  /** Whether it is disabled (`aria-disabled`: read-only editor, Preview tab, or the app's). */
  disabled: boolean;
}

/**
 * Test harness for an editor, whether it is a `<kit-editor>` or a container driven by the plain
 * `KitEditor` class (both carry the `kit-editor` class). It reads and drives what a person sees:
 * the mode, the Write/Preview tabs, the toolbar, the popups, the form state. To type or read the
 * markdown itself, use the component's `editor` API (`insertText`, `getMarkdown`): the text areas
 * are CodeMirror and Quill, which take their input from the browser, not from set values.
 */
export class KitEditorHarness extends ComponentHarness {
  /** Matches every editor (not the viewer). */
  static hostSelector = '.kit-editor';

  /** A predicate for `loader.getHarness(KitEditorHarness.with({ mode: 'wysiwyg' }))`. */
  static with(options: KitEditorHarnessFilters = {}): HarnessPredicate<KitEditorHarness> {
    return new HarnessPredicate(KitEditorHarness, options).addOption('mode', options.mode, async (harness, mode) => (await harness.getMode()) === mode);
  }

  private readonly toolbarButtons = this.locatorForAll(':scope kit-editor-toolbar [data-kit-toolbar-button][data-name]');
  private readonly openPopup = this.locatorForOptional(':scope kit-editor-popup');

  /** The current editing mode. */
  async getMode(): Promise<KitEditorHarnessMode> {
    return (await (await this.host()).getAttribute('data-mode')) === 'wysiwyg' ? 'wysiwyg' : 'markdown';
  }

  /** Switches the mode with the Markdown/WYSIWYG switch, as a click does; throws when the switch is hidden. */
  async setMode(mode: KitEditorHarnessMode): Promise<void> {
    const button = await this.locatorForOptional(`:scope .kit-mode-button[data-mode="${mode}"]`)();
    if (!button) throw new Error('The editor shows no mode switch (hideModeSwitch).');
    await button.click();
  }

  /** Whether the editor is read-only (its `disabled` input, or a disabled form control). */
  async isReadOnly(): Promise<boolean> {
    return (await this.host()).hasClass('kit-editor-readonly');
  }

  /** Whether the text box of the current mode is shown as invalid (`aria-invalid`, from the form's error state). */
  async isInvalid(): Promise<boolean> {
    return (await (await this.textBox()).getAttribute('aria-invalid')) === 'true';
  }

  /** Whether the text box of the current mode has the focus. */
  async isFocused(): Promise<boolean> {
    return (await this.textBox()).isFocused();
  }

  /** Focuses the text box of the current mode. */
  async focus(): Promise<void> {
    await (await this.textBox()).focus();
  }

  /** Takes the focus away from the text box (a form control is touched then). */
  async blur(): Promise<void> {
    await (await this.textBox()).blur();
  }

  /**
   * The text the current mode's area shows, one line per line (CodeMirror draws only the lines in
   * view: a long document's far lines are not in it).
   */
  async getText(): Promise<string> {
    if ((await this.getMode()) === 'wysiwyg') return (await this.textBox()).text();
    const lines = await this.locatorForAll(':scope .kit-md-editor .cm-line')();
    return (await Promise.all(lines.map((line) => line.text()))).join('\n');
  }

  /** The preview's text (markdown mode); '' while it is hidden. */
  async getPreviewText(): Promise<string> {
    const preview = await this.locatorForOptional(':scope .kit-md-preview:not([hidden])')();
    return preview ? preview.text() : '';
  }

  /** The selected Write/Preview tab, or null without tabs (vertical preview style, WYSIWYG). */
  async getSelectedTab(): Promise<'write' | 'preview' | null> {
    const tabs = await this.locatorForAll(':scope .kit-editor-tab')();
    for (const [index, tab] of tabs.entries()) {
      if ((await tab.getAttribute('aria-selected')) === 'true') return index === 0 ? 'write' : 'preview';
    }
    return null;
  }

  /** Selects the Write or Preview tab; throws without tabs. */
  async selectTab(tab: 'write' | 'preview'): Promise<void> {
    const tabs = await this.locatorForAll(':scope .kit-editor-tab')();
    if (!tabs.length) throw new Error('The editor shows no Write/Preview tabs (vertical preview style, or WYSIWYG).');
    await tabs[tab === 'write' ? 0 : 1].click();
  }

  /** Every toolbar button, in order. */
  async getToolbarButtons(): Promise<KitEditorToolbarButtonState[]> {
    const buttons = await this.toolbarButtons();
    return Promise.all(
      buttons.map(async (button) => {
        const [name, label, pressed, disabled] = await Promise.all([
          button.getAttribute('data-name'),
          button.getAttribute('aria-label'),
          button.getAttribute('aria-pressed'),
          button.getAttribute('aria-disabled'),
        ]);
        return { name: name ?? '', label, pressed: pressed === 'true', disabled: disabled === 'true' };
      }),
    );
  }

  /** Clicks the toolbar button `name`; throws when there is none. */
  async clickToolbarButton(name: string): Promise<void> {
    await (await this.toolbarButton(name)).click();
  }

  /** Whether the toolbar button `name` shows pressed (the format at the cursor). */
  async isToolbarButtonPressed(name: string): Promise<boolean> {
    return (await (await this.toolbarButton(name)).getAttribute('aria-pressed')) === 'true';
  }

  /** The open popup's kind (`link`, `image`, `table`, `heading`, `tableUtils`, `codeBlockLanguage`), or null. */
  async getOpenPopup(): Promise<string | null> {
    const popup = await this.openPopup();
    return popup ? popup.getAttribute('data-kind') : null;
  }

  /** Closes the open popup with Escape, as a keyboard user does; nothing when none is open. */
  async closePopup(): Promise<void> {
    const popup = await this.openPopup();
    if (popup) await popup.dispatchEvent('keydown', { key: 'Escape' });
  }

  private async textBox(): Promise<TestElement> {
    const selector = (await this.getMode()) === 'wysiwyg' ? ':scope .kit-ww-editor .ql-editor' : ':scope .kit-md-editor .cm-content';
    const box = await this.locatorForOptional(selector)();
    if (!box) throw new Error('The editor has no text box yet (on the server, or before its view is made).');
    return box;
  }

  private async toolbarButton(name: string): Promise<TestElement> {
    const button = await this.locatorForOptional(`:scope kit-editor-toolbar [data-kit-toolbar-button][data-name="${name}"]`)();
    if (!button) throw new Error(`The toolbar has no "${name}" button.`);
    return button;
  }
}
