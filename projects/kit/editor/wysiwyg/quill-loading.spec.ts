import { KitEditor, ready } from '../kit-editor';
import { loadQuill, loadedWysiwygEngine, overrideWysiwygImportForSpecs } from './quill-loader';
import type { KitWysiwygEngine } from './wysiwyg-engine';

/** An import of the WYSIWYG chunk (Quill and kit's code on it) that resolves or fails when the spec says so. */
function controlledImport(real: KitWysiwygEngine = loadedWysiwygEngine()!) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<KitWysiwygEngine>((res, rej) => {
    resolve = () => res(real);
    reject = rej;
  });
  overrideWysiwygImportForSpecs(() => promise);
  return { resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WYSIWYG before Quill has loaded', () => {
  let host: HTMLElement;
  let editor: KitEditor;

  beforeAll(async () => {
    await ready;
    await loadQuill();
  });

  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
  });

  afterEach(async () => {
    if (KitEditor.getInstances().includes(editor)) editor.remove();
    host.remove();
    overrideWysiwygImportForSpecs(null);
    await loadQuill();
  });

  it('changeMode switches at once; the view attaches and changeMode fires when Quill arrives', async () => {
    const quill = controlledImport();
    editor = new KitEditor({ el: host, initialValue: '# Title\n\ntext', usageStatistics: false });
    const events: string[] = [];
    editor.on('changeModeBefore', (mode) => events.push(`before:${mode}`));
    editor.on('changeMode', (mode) => events.push(`mode:${mode}`));
    editor.changeMode('wysiwyg', true);
    expect(editor.isWysiwygMode()).toBeTrue();
    expect(events).toEqual(['before:markdown']);
    expect(editor.getMarkdown()).toBe('# Title\n\ntext');
    editor.setMarkdown('# Other');
    expect(editor.getMarkdown()).toBe('# Other');
    expect(() => editor.getSquire()).toThrowError(/Quill/);
    quill.resolve();
    await tick();
    expect(events).toEqual(['before:markdown', 'mode:wysiwyg']);
    expect(editor.getSquire().getText()).toBe('Other\n');
    expect(editor.getMarkdown()).toBe('# Other');
  });

  it('going back to markdown before Quill arrives keeps the document and cancels the switch', async () => {
    const quill = controlledImport();
    editor = new KitEditor({ el: host, initialValue: 'keep me', usageStatistics: false });
    const modes: string[] = [];
    editor.on('changeMode', (mode) => modes.push(mode));
    editor.changeMode('wysiwyg', true);
    editor.changeMode('markdown', true);
    quill.resolve();
    await tick();
    expect(editor.isMarkdownMode()).toBeTrue();
    expect(modes).toEqual(['markdown']);
    expect(editor.getMarkdown()).toBe('keep me');
  });

  it('switched to WYSIWYG, back and to WYSIWYG again before Quill arrives: the calls of the last wait apply on arrival', async () => {
    const quill = controlledImport();
    const body = Array.from({ length: 80 }, (_, i) => `Paragraph ${i}`).join('\n\n');
    editor = new KitEditor({ el: host, initialValue: body, height: '300px', usageStatistics: false });
    const modes: string[] = [];
    editor.on('changeMode', (mode) => modes.push(mode));
    editor.changeMode('wysiwyg', true);
    editor.moveCursorToEnd(); // asked of the first wait, which the switch back cancels
    editor.changeMode('markdown', true);
    editor.changeMode('wysiwyg', true);
    editor.focus();
    editor.moveCursorToStart();
    quill.resolve();
    await tick();
    await tick();
    expect(modes).toEqual(['markdown', 'wysiwyg']);
    const root = host.querySelector<HTMLElement>('.ql-editor')!;
    expect(root.contains(document.activeElement)).withContext('focus() of the second wait').toBeTrue();
    expect(editor.getSquire().getSelection()?.index).withContext('moveCursorToStart() of the second wait').toBe(0);
    expect(editor.getMarkdown()).toBe(body);
  });

  it('when Quill fails to load, the editor goes back to markdown with its document and says why; a later switch tries again', async () => {
    const quill = controlledImport();
    const error = spyOn(console, 'error');
    editor = new KitEditor({ el: host, initialValue: 'safe', usageStatistics: false });
    const events: string[] = [];
    editor.on('changeModeBefore', (mode) => events.push(`before:${mode}`));
    editor.on('changeMode', (mode) => events.push(`mode:${mode}`));
    editor.changeMode('wysiwyg', true);
    quill.reject(new Error('chunk failed'));
    await tick();
    expect(editor.isMarkdownMode()).toBeTrue();
    expect(editor.getMarkdown()).toBe('safe');
    expect(events).withContext('the switch that began ends, in the mode the editor is in').toEqual(['before:markdown', 'mode:markdown']);
    expect(error).toHaveBeenCalledWith(jasmine.stringMatching(/changeMode\('wysiwyg'\) failed: Quill .*did not load \(chunk failed\).*markdown mode/), jasmine.any(Error));
    overrideWysiwygImportForSpecs(null);
    editor.changeMode('wysiwyg', true);
    await loadQuill();
    await tick();
    expect(editor.isWysiwygMode()).toBeTrue();
    expect(editor.getSquire().getText()).toBe('safe\n');
    expect(events).toEqual(['before:markdown', 'mode:markdown', 'before:markdown', 'mode:wysiwyg']);
  });

  it('when Quill fails to load after a click on the mode switch, the switch shows markdown again and the text keeps the focus', async () => {
    const quill = controlledImport();
    spyOn(console, 'error');
    editor = new KitEditor({ el: host, initialValue: 'safe', usageStatistics: false });
    const button = (mode: string) => host.querySelector<HTMLButtonElement>(`.kit-mode-button[data-mode="${mode}"]`)!;
    button('wysiwyg').click();
    await tick();
    expect(button('wysiwyg').getAttribute('aria-pressed')).withContext('while Quill loads').toBe('true');
    quill.reject(new Error('offline'));
    await tick();
    expect(button('markdown').getAttribute('aria-pressed')).toBe('true');
    expect(button('wysiwyg').getAttribute('aria-pressed')).toBe('false');
    expect(button('markdown').classList).toContain('kit-is-active');
    expect(host.querySelector('.cm-editor')!.contains(document.activeElement)).withContext('focus in the markdown text').toBeTrue();
    expect(editor.getMarkdown()).toBe('safe');
  });

  it('when the user puts focus elsewhere while Quill loads, the end of the switch (loaded or failed) leaves it there', async () => {
    spyOn(console, 'error');
    const outside = document.body.appendChild(document.createElement('input'));
    const real = loadedWysiwygEngine()!; // a failed load forgets it
    try {
      for (const outcome of ['reject', 'resolve'] as const) {
        const quill = controlledImport(real);
        editor = new KitEditor({ el: host, initialValue: 'safe', usageStatistics: false });
        editor.focus();
        editor.changeMode('wysiwyg');
        outside.focus();
        if (outcome === 'reject') quill.reject(new Error('slow network'));
        else quill.resolve();
        await tick();
        await tick();
        expect(editor.isWysiwygMode()).withContext(outcome).toBe(outcome === 'resolve');
        expect(document.activeElement).withContext(outcome).toBe(outside);
        editor.remove();
      }
    } finally {
      outside.remove();
    }
  });

  describe('an editor made in WYSIWYG mode before Quill has loaded', () => {
    const quillRoot = () => host.querySelector<HTMLElement>('.ql-editor');

    it('takes focus, cursor and scroll calls at once and applies them when the view attaches', async () => {
      const quill = controlledImport();
      const body = Array.from({ length: 80 }, (_, i) => `Paragraph ${i}`).join('\n\n');
      editor = new KitEditor({ el: host, initialEditType: 'wysiwyg', initialValue: body, height: '300px', usageStatistics: false });
      expect(editor.isWysiwygMode()).toBeTrue();
      // What a page does right after creating an editor: none of it may throw.
      editor.focus();
      editor.moveCursorToEnd();
      expect(editor.scrollTop(40)).toBe(40);
      expect(editor.getSelectedText()).toBe('');
      const range = editor.getRange() as Range;
      expect(range instanceof Range && range.collapsed).withContext('a collapsed DOM Range, as WYSIWYG gives').toBeTrue();
      expect(host.contains(range.startContainer)).toBeTrue();
      // Content the view does not hold yet cannot be edited through it: a clear error, nothing lost.
      expect(() => editor.insertText('x')).toThrowError(/needs Quill/);
      expect(() => editor.getSquire()).toThrowError(/needs Quill/);
      expect(editor.getMarkdown()).toBe(body);
      quill.resolve();
      await tick();
      await tick();
      const squire = editor.getSquire();
      expect(quillRoot()!.contains(document.activeElement)).withContext('focus() asked for while waiting').toBeTrue();
      // A long document streams in around the first screen; the cursor stays at its end.
      for (let i = 0; i < 200 && editor.getService().isWysiwygLoading(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(squire.getSelection()?.index).withContext('moveCursorToEnd() asked for while waiting').toBe(squire.getLength() - 1);
      expect(editor.getMarkdown()).toBe(body);
    });

    it('applies the calls in the order they came: scrollTop(n) after moveCursorToStart() keeps n, and the other way round the cursor wins', async () => {
      const body = Array.from({ length: 80 }, (_, i) => `Paragraph ${i}`).join('\n\n');
      const real = loadedWysiwygEngine()!;
      for (const order of ['cursor, scroll', 'scroll, cursor'] as const) {
        const quill = controlledImport(real);
        editor = new KitEditor({ el: host, initialEditType: 'wysiwyg', initialValue: body, height: '300px', usageStatistics: false });
        editor.focus();
        if (order === 'cursor, scroll') editor.moveCursorToStart();
        editor.scrollTop(120);
        if (order === 'scroll, cursor') editor.moveCursorToStart();
        expect(editor.scrollTop()).withContext(`${order}: while waiting`).toBe(order === 'cursor, scroll' ? 120 : 0);
        quill.resolve();
        await tick();
        await tick();
        expect(quillRoot()!.contains(document.activeElement)).withContext(order).toBeTrue();
        expect(editor.getSquire().getSelection()?.index).withContext(order).toBe(0);
        expect(editor.scrollTop()).withContext(`${order}: on arrival`).toBe(order === 'cursor, scroll' ? 120 : 0);
        editor.remove();
      }
    });

    it('does not take focus when blur() came after focus(), nor when the user focused something else meanwhile', async () => {
      const outside = document.body.appendChild(document.createElement('input'));
      const real = loadedWysiwygEngine()!;
      try {
        for (const how of ['blur', 'elsewhere'] as const) {
          const quill = controlledImport(real);
          editor = new KitEditor({ el: host, initialEditType: 'wysiwyg', initialValue: 'text', usageStatistics: false });
          editor.focus();
          if (how === 'blur') editor.blur();
          else outside.focus();
          quill.resolve();
          await tick();
          await tick();
          expect(editor.getSquire().getText()).withContext(how).toBe('text\n');
          expect(quillRoot()!.contains(document.activeElement)).withContext(how).toBeFalse();
          if (how === 'elsewhere') expect(document.activeElement).toBe(outside);
          editor.remove();
        }
      } finally {
        outside.remove();
      }
    });
  });
});
