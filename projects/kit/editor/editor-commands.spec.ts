import { EditorSelection } from '@codemirror/state';
import { useEditor } from './editor-spec-helpers';

describe('KitEditor.exec (core commands)', () => {
  const current = useEditor({ initialValue: 'hello world' });
  let editor: ReturnType<typeof current>;
  beforeEach(() => (editor = current()));

  function selectMarkdown(from: number, to: number): void {
    editor.getCodeMirror().dispatch({ selection: EditorSelection.range(from, to) });
  }

  it('toggles bold, italic, strike and code around the markdown selection', () => {
    selectMarkdown(0, 5);
    editor.exec('Bold');
    expect(editor.getMarkdown()).toBe('**hello** world');
    expect(editor.getSelectedText()).toBe('hello');
    editor.exec('Bold');
    expect(editor.getMarkdown()).toBe('hello world');
    selectMarkdown(6, 11);
    editor.exec('Italic');
    editor.exec('Strike');
    expect(editor.getMarkdown()).toBe('hello *~~world~~*');
    selectMarkdown(0, 5);
    editor.exec('Code');
    expect(editor.getMarkdown()).toBe('`hello` *~~world~~*');
  });

  it('fires change once per command, as a user edit', () => {
    const change = jasmine.createSpy('change');
    editor.on('change', change);
    selectMarkdown(0, 5);
    editor.exec('Bold');
    expect(change).toHaveBeenCalledOnceWith({ source: 'markdown' });
  });

  it('formats the WYSIWYG selection with the same command names', () => {
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(0, 5);
    editor.exec('Bold');
    expect(quill.getFormat(0, 5)['bold']).toBeTrue();
    expect(editor.getMarkdown()).toBe('**hello** world');
    editor.exec('Bold');
    expect(quill.getFormat(0, 5)['bold']).toBeUndefined();
  });

  it('throws for an unknown command, naming the valid ones', () => {
    expect(() => editor.exec('Blod')).toThrowError(/Unknown markdown command "Blod"\. Valid commands: Bold, Italic, Strike, Code/);
    expect(editor.getMarkdown()).toBe('hello world');
  });
});
