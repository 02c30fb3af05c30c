import { EditorSelection } from '@codemirror/state';
import { useEditor } from '../editor-spec-helpers';
import { MARKDOWN_COMMANDS } from './markdown-commands';
import { WYSIWYG_COMMANDS } from './wysiwyg-commands';
import type { KitKeyMap } from './command';

/** A keydown for a `CTRL+B`-style shortcut (the Windows/Linux column), as a browser would send it. */
function keydownFor(shortcut: string): KeyboardEvent {
  const parts = shortcut.split('+');
  const key = parts.pop()!;
  return new KeyboardEvent('keydown', {
    key: key.toLowerCase(),
    code: `Key${key}`,
    shiftKey: parts.includes('SHIFT'),
    ctrlKey: parts.includes('CTRL'),
    metaKey: parts.includes('META'),
    altKey: parts.includes('ALT'),
    bubbles: true,
    cancelable: true,
  });
}

const withKeys = <T extends { name: string; keyMap?: KitKeyMap }>(commands: readonly T[]) =>
  commands.filter((c): c is T & { keyMap: KitKeyMap } => !!c.keyMap);

describe('Built-in shortcuts (every default key map)', () => {
  const current = useEditor({ initialValue: 'alpha beta' });

  it('lists the original shortcuts in both modes', () => {
    const markdown: Record<string, readonly string[]> = Object.fromEntries(withKeys(MARKDOWN_COMMANDS).map((c) => [c.name, c.keyMap]));
    const wysiwyg: Record<string, readonly string[]> = Object.fromEntries(withKeys(WYSIWYG_COMMANDS).map((c) => [c.name, c.keyMap]));
    const expected: Record<string, readonly string[]> = {
      Bold: ['CTRL+B', 'META+B'], Italic: ['CTRL+I', 'META+I'], Strike: ['CTRL+S', 'META+S'],
      Code: ['SHIFT+CTRL+C', 'SHIFT+META+C'], CodeBlock: ['SHIFT+CTRL+P', 'SHIFT+META+P'], HR: ['CTRL+L', 'META+L'],
      Blockquote: ['ALT+Q', 'ALT+Q'], UL: ['CTRL+U', 'META+U'], OL: ['CTRL+O', 'META+O'], Task: ['ALT+T', 'ALT+T'],
    };
    expect(markdown).toEqual(expected);
    expect(wysiwyg).toEqual(expected);
  });

  for (const command of withKeys(MARKDOWN_COMMANDS)) {
    it(`markdown: ${command.keyMap[0]} does what exec('${command.name}') does`, () => {
      const editor = current();
      const view = editor.getCodeMirror();
      const select = () => view.dispatch({ selection: EditorSelection.range(0, 5) });
      select();
      editor.exec(command.name);
      const byExec = editor.getMarkdown();
      editor.setMarkdown('alpha beta');
      select();
      const event = keydownFor(command.keyMap[0]);
      view.contentDOM.dispatchEvent(event);
      expect(event.defaultPrevented).withContext('the browser default is prevented').toBeTrue();
      expect(editor.getMarkdown()).toBe(byExec);
      expect(byExec).not.toBe('alpha beta');
    });
  }

  for (const command of withKeys(WYSIWYG_COMMANDS)) {
    it(`WYSIWYG: ${command.keyMap[0]} does what exec('${command.name}') does`, () => {
      const editor = current();
      editor.changeMode('wysiwyg', true);
      const quill = editor.getSquire();
      quill.setSelection(0, 5, 'silent');
      editor.exec(command.name);
      const byExec = editor.getMarkdown();
      editor.setMarkdown('alpha beta');
      quill.setSelection(0, 5, 'silent');
      const event = keydownFor(command.keyMap[0]);
      quill.root.dispatchEvent(event);
      expect(event.defaultPrevented).withContext('the browser default is prevented').toBeTrue();
      expect(editor.getMarkdown()).toBe(byExec);
      expect(byExec).not.toBe('alpha beta');
    });
  }

  it('Mac key maps use Meta: a CommandManager on a Mac runs Bold on Meta+B, not Ctrl+B', async () => {
    const { CommandManager } = await import('./command-manager');
    const ran: string[] = [];
    const manager = new CommandManager({ isMarkdownMode: () => true }, { isMac: true });
    manager.addCommand('markdown', { name: 'Bold', keyMap: ['CTRL+B', 'META+B'], exec: () => ran.push('Bold') });
    expect(manager.keydown(keydownFor('CTRL+B'))).toBeFalse();
    expect(manager.keydown(keydownFor('META+B'))).toBeTrue();
    expect(ran).toEqual(['Bold']);
    expect(manager.shortcutLabel('Bold')).toBe('Meta+B');
  });
});
