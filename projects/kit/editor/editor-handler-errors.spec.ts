import type { EditorService } from './editor.service';
import { KitEditor } from './kit-editor';
import { useEditorFactory, waitFor } from './editor-spec-helpers';
import { KitViewer } from './viewer/kit-viewer';

/*
 * What a faulty handler of the page may not do: keep kit's own listeners or the other handlers
 * from running, leave a half-removed editor behind, or be unbound wholesale by a mistyped off().
 */
describe('KitEditor with handlers that throw', () => {
  const { create, container } = useEditorFactory();
  /** reportError, spied on: a reported error would otherwise fail the test as an uncaught one. */
  let reported: jasmine.Spy;
  beforeEach(() => {
    reported = spyOn(window, 'reportError');
  });

  /** The editor's emission stream, where kit's own listeners (extensions, form binding, outputs) are. */
  const emissionsOf = (editor: KitEditor) => (editor as unknown as { service: EditorService }).service;

  it('a throwing handler keeps the later handlers and kit\'s own listeners running; the error reaches the caller', () => {
    const editor = create({ initialValue: 'a' });
    const seen: string[] = [];
    editor.on('setMarkdownAfter', () => {
      throw new Error('app bug');
    });
    editor.on('setMarkdownAfter', (markdown: string) => seen.push(`handler ${markdown}`));
    const subscription = emissionsOf(editor).on$('setMarkdownAfter').subscribe((markdown) => seen.push(`kit ${markdown}`));
    expect(() => editor.setMarkdown('b')).toThrowError('app bug');
    subscription.unsubscribe();
    expect(seen).toEqual(['handler b', 'kit b']);
    expect(editor.getMarkdown()).toBe('b');
    expect(reported).not.toHaveBeenCalled();
  });

  it('two throwing handlers: the first error is thrown, the second reported', () => {
    const editor = create({ initialValue: 'a' });
    editor.on('setMarkdownAfter', () => {
      throw new Error('first');
    });
    editor.on('setMarkdownAfter', () => {
      throw new Error('second');
    });
    expect(() => editor.setMarkdown('b')).toThrowError('first');
    expect(reported).toHaveBeenCalledOnceWith(jasmine.objectContaining({ message: 'second' }));
  });

  it('remove() with a throwing removeEditor handler still removes everything and gives the container back; the error is reported', () => {
    const el = container();
    el.innerHTML = '<p>page text</p>';
    const editor = new KitEditor({ el, initialValue: 'abc', usageStatistics: false, exts: ['colorSyntax'] });
    editor.on('removeEditor', () => {
      throw new Error('x');
    });
    expect(() => editor.remove()).not.toThrow();
    expect(reported).toHaveBeenCalledOnceWith(jasmine.objectContaining({ message: 'x' }));
    expect(el.innerHTML).toBe('<p>page text</p>');
    expect(el.className).toBe('');
    expect(KitEditor.getInstances()).not.toContain(editor);
    const next = new KitEditor({ el, initialValue: 'again', usageStatistics: false });
    expect(next.getMarkdown()).toBe('again');
    next.remove();
  });

  it('the viewer too', () => {
    const el = container();
    const viewer = new KitViewer({ el, initialValue: '# v' });
    viewer.on('removeEditor', () => {
      throw new Error('y');
    });
    expect(() => viewer.remove()).not.toThrow();
    expect(reported).toHaveBeenCalledOnceWith(jasmine.objectContaining({ message: 'y' }));
    expect(el.childNodes.length).toBe(0);
    new KitViewer({ el, initialValue: '# again' }).remove();
  });

  it('off() without an event name throws and unbinds nothing (the hooks stay)', async () => {
    const hook = (html: string) => html.replace('secret', '[redacted]');
    const editor = create({ initialValue: 'x', previewStyle: 'vertical', hooks: { previewBeforeHook: hook } });
    const change = jasmine.createSpy('change');
    editor.on('change', change);
    for (const type of [undefined, null, 3, '.', 'change.']) {
      expect(() => editor.off(type as never)).toThrowError(/off\(type\) needs an event name/);
    }
    editor.insertText('!');
    expect(change).toHaveBeenCalledTimes(1);
    editor.setMarkdown('my secret');
    const preview = editor.getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview')!;
    await waitFor(() => preview.textContent!.includes('my '));
    expect(preview.textContent).toContain('my [redacted]');
  });
});
