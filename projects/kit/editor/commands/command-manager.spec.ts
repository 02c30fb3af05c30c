import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import type { KitMarkdownView } from '../markdown/markdown-view';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { KitCommand } from './command';
import { CommandManager } from './command-manager';
import { shortcutOf } from './key-mapper';
import { useEditorFactory } from '../editor-spec-helpers';

const MAC = /mac|iphone|ipad/i.test(navigator.platform);
const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** A keydown as the browser sends it: Ctrl (Meta on a Mac) plus a letter. */
function shortcutEvent(letter: string, extra: KeyboardEventInit = {}): KeyboardEvent {
  return new KeyboardEvent('keydown', {
    key: letter.toLowerCase(),
    code: `Key${letter.toUpperCase()}`,
    ctrlKey: !MAC,
    metaKey: MAC,
    bubbles: true,
    cancelable: true,
    ...extra,
  });
}

describe('Commands', () => {
  describe('CommandManager.command and KitCommand', () => {
    it('builds commands of each type with name, type and key map', () => {
      const exec = () => 'ran';
      const md = KitEditor.CommandManager.command('markdown', { name: 'Shout', keyMap: ['CTRL+Y', 'META+Y'], exec });
      const ww = CommandManager.command('wysiwyg', { name: 'Whisper', exec });
      const gb = CommandManager.command('global', { name: 'Both', exec });
      expect(md instanceof KitCommand).toBe(true);
      expect([md.getName(), md.getType(), md.isMDType(), md.isWWType(), md.isGlobalType()]).toEqual(['Shout', 0, true, false, false]);
      expect([ww.getName(), ww.getType(), ww.isMDType(), ww.isWWType(), ww.isGlobalType()]).toEqual(['Whisper', 1, false, true, false]);
      expect([gb.getName(), gb.getType(), gb.isMDType(), gb.isWWType(), gb.isGlobalType()]).toEqual(['Both', 2, false, false, true]);
      expect(md.getKeyMap()).toEqual(['CTRL+Y', 'META+Y']);
      expect(ww.getKeyMap()).toBeUndefined();
      ww.setKeyMap('ALT+W', 'ALT+W');
      expect(ww.getKeyMap()).toEqual(['ALT+W', 'ALT+W']);
      expect(md.exec(null as never)).toBe('ran');
    });

    it('rejects an unknown type, a missing exec and an empty name', () => {
      expect(() => CommandManager.command('html' as never, { name: 'X', exec: () => 0 })).toThrowError(
        /Unknown command type "html"\. Valid types: markdown, wysiwyg, global\./,
      );
      expect(() => CommandManager.command('markdown', { name: 'X' } as never)).toThrowError(TypeError, /needs an exec function/);
      expect(() => CommandManager.command('markdown', { name: '', exec: () => 0 })).toThrowError(TypeError, /non-empty name/);
    });
  });

  describe('a standalone CommandManager', () => {
    let markdown = true;
    const base = { isMarkdownMode: () => markdown };

    beforeEach(() => (markdown = true));

    it('addCommand(command) and addCommand(type, props) return the stored command; exec returns its result', () => {
      const manager = new KitEditor.CommandManager(base);
      const command = CommandManager.command('markdown', { name: 'Twice', exec: (_ctx, n: number) => n * 2 });
      expect(manager.addCommand(command)).toBe(command);
      const added = manager.addCommand('wysiwyg', { name: 'Twice', exec: (_ctx, n: number) => n * 3 });
      expect(added instanceof KitCommand).toBe(true);
      expect(added.getName()).toBe('Twice');
      expect(added.isWWType()).toBe(true);
      expect(manager.exec('Twice', 5)).toBe(10);
      markdown = false;
      expect(manager.exec('Twice', 5)).toBe(15);
    });

    it('passes the base as context when it has no getCommandContext', () => {
      const manager = new CommandManager(base);
      manager.addCommand('global', { name: 'Ctx', exec: (ctx) => ctx });
      expect(manager.exec('Ctx')).toBe(base);
    });

    it('a global command runs in both modes; a mode command wins over a global one of the same name', () => {
      const manager = new CommandManager(base);
      manager.addCommand('global', { name: 'Who', exec: () => 'global' });
      expect(manager.exec('Who')).toBe('global');
      markdown = false;
      expect(manager.exec('Who')).toBe('global');
      manager.addCommand('wysiwyg', { name: 'Who', exec: () => 'wysiwyg' });
      expect(manager.exec('Who')).toBe('wysiwyg');
    });

    it('an unknown name throws listing the valid ones of the current mode', () => {
      const manager = new CommandManager(base);
      manager.addCommand('markdown', { name: 'Alpha', exec: () => 0 });
      manager.addCommand('wysiwyg', { name: 'Beta', exec: () => 0 });
      manager.addCommand('global', { name: 'Gamma', exec: () => 0 });
      expect(() => manager.exec('Beta')).toThrowError(/Unknown markdown command "Beta"\. Valid commands: Alpha, Gamma\./);
      markdown = false;
      expect(() => manager.exec('Alpha')).toThrowError(/Unknown wysiwyg command "Alpha"\. Valid commands: Beta, Gamma\./);
    });

    it('a base without modes runs global commands (as 1.x looked them up); a base that is no object throws, naming it', () => {
      const manager = new CommandManager({}, { useCommandShortcut: true });
      manager.addCommand('global', { name: 'G', exec: (_base: unknown, a: unknown) => `g${a}` });
      manager.addCommand('markdown', { name: 'M', exec: () => 'm' });
      expect(manager.exec('G', 1)).toBe('g1');
      expect(() => manager.exec('M')).toThrowError(/Unknown command "M"\. Valid commands: G\./);
      expect(() => new CommandManager(null as never)).toThrowError(TypeError, /new CommandManager\(base\) expects the editor .*, got null/);
    });

    it('addCommand rejects something that is not a command', () => {
      const manager = new CommandManager(base);
      expect(() => manager.addCommand({ name: 'X' } as never)).toThrowError(TypeError, /addCommand expects a command/);
    });

    it('keydown runs the matching shortcut (Mac column on a Mac) and prevents the default', () => {
      const linux = new CommandManager(base, { isMac: false });
      const mac = new CommandManager(base, { isMac: true });
      const ran: string[] = [];
      for (const [manager, name] of [[linux, 'linux'], [mac, 'mac']] as const) {
        manager.addCommand('markdown', { name: 'Shout', keyMap: ['CTRL+Y', 'META+Y'], exec: () => ran.push(name) });
      }
      const ctrlY = new KeyboardEvent('keydown', { key: 'y', code: 'KeyY', ctrlKey: true, cancelable: true });
      const metaY = new KeyboardEvent('keydown', { key: 'y', code: 'KeyY', metaKey: true, cancelable: true });
      expect(linux.keydown(metaY)).toBe(false);
      expect(mac.keydown(ctrlY)).toBe(false);
      expect(linux.keydown(ctrlY)).toBe(true);
      expect(ctrlY.defaultPrevented).toBe(true);
      expect(mac.keydown(metaY)).toBe(true);
      expect(ran).toEqual(['linux', 'mac']);
    });

    it('useCommandShortcut: false turns shortcuts off; setUseCommandShortcut turns them back on', () => {
      const manager = new CommandManager(base, { useCommandShortcut: false, isMac: false });
      const exec = jasmine.createSpy('exec');
      manager.addCommand('markdown', { name: 'Shout', keyMap: ['CTRL+Y', 'META+Y'], exec });
      const event = () => new KeyboardEvent('keydown', { key: 'y', code: 'KeyY', ctrlKey: true, cancelable: true });
      const first = event();
      expect(manager.keydown(first)).toBe(false);
      expect(first.defaultPrevented).toBe(false);
      manager.setUseCommandShortcut(true);
      expect(manager.keydown(event())).toBe(true);
      expect(exec).toHaveBeenCalledTimes(1);
    });

    it('shortcutLabel reads the key map for the platform', () => {
      const linux = new CommandManager(base, { isMac: false });
      linux.addCommand('markdown', { name: 'Code', keyMap: ['SHIFT+CTRL+C', 'SHIFT+META+C'], exec: () => 0 });
      linux.addCommand('markdown', { name: 'None', exec: () => 0 });
      expect(linux.shortcutLabel('Code')).toBe('Shift+Ctrl+C');
      expect(linux.shortcutLabel('None')).toBe('');
      expect(linux.shortcutLabel('Missing')).toBe('');
    });
  });

  describe('shortcutOf (key mapper)', () => {
    const ev = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

    it('writes modifiers in the order SHIFT, CTRL, META, ALT, then the key', () => {
      expect(shortcutOf(ev({ key: 'b', code: 'KeyB', ctrlKey: true }))).toBe('CTRL+B');
      expect(shortcutOf(ev({ key: 'b', code: 'KeyB', metaKey: true }))).toBe('META+B');
      expect(shortcutOf(ev({ key: 'C', code: 'KeyC', shiftKey: true, ctrlKey: true }))).toBe('SHIFT+CTRL+C');
      expect(shortcutOf(ev({ key: 'C', code: 'KeyC', shiftKey: true, metaKey: true }))).toBe('SHIFT+META+C');
      expect(shortcutOf(ev({ key: 'K', code: 'KeyK', altKey: true, metaKey: true, ctrlKey: true, shiftKey: true }))).toBe('SHIFT+CTRL+META+ALT+K');
    });

    it('takes letters and digits from `code`, so Alt/Shift layouts still match', () => {
      expect(shortcutOf(ev({ key: 'œ', code: 'KeyQ', altKey: true }))).toBe('ALT+Q');
      expect(shortcutOf(ev({ key: '†', code: 'KeyT', altKey: true }))).toBe('ALT+T');
      expect(shortcutOf(ev({ key: '%', code: 'Digit5', shiftKey: true, ctrlKey: true }))).toBe('SHIFT+CTRL+5');
      expect(shortcutOf(ev({ key: 'z', code: 'KeyZ' }))).toBe('Z');
    });

    it('names special keys as the original', () => {
      expect(shortcutOf(ev({ key: 'Enter', code: 'Enter' }))).toBe('ENTER');
      expect(shortcutOf(ev({ key: 'Backspace', code: 'Backspace' }))).toBe('BACK_SPACE');
      expect(shortcutOf(ev({ key: 'Tab', code: 'Tab', shiftKey: true }))).toBe('SHIFT+TAB');
      expect(shortcutOf(ev({ key: 'ArrowUp', code: 'ArrowUp', altKey: true }))).toBe('ALT+UP');
      expect(shortcutOf(ev({ key: 'Escape', code: 'Escape' }))).toBe('ESC');
      expect(shortcutOf(ev({ key: ' ', code: 'Space', ctrlKey: true }))).toBe('CTRL+SPACE');
    });

    it('is empty for a lone modifier', () => {
      expect(shortcutOf(ev({ key: 'Shift', code: 'ShiftLeft', shiftKey: true }))).toBe('');
      expect(shortcutOf(ev({ key: 'Control', code: 'ControlLeft', ctrlKey: true }))).toBe('');
      expect(shortcutOf(ev({ key: 'Meta', code: 'MetaLeft', metaKey: true }))).toBe('');
      expect(shortcutOf(ev({ key: 'Alt', code: 'AltLeft', altKey: true }))).toBe('');
    });
  });

  describe('on an editor', () => {
    const { create } = useEditorFactory();

    /** Adds Shout (markdown: uppercases the document) and Shout (WYSIWYG: inserts '!'), Ctrl/Meta+Y. */
    function addShout(editor: KitEditor) {
      const md = editor.commandManager.addCommand<KitMarkdownView>('markdown', {
        name: 'Shout',
        keyMap: ['CTRL+Y', 'META+Y'],
        exec(view, suffix = '') {
          const text = view.getContent().toUpperCase() + suffix;
          view.view.dispatch({ changes: { from: 0, to: view.view.state.doc.length, insert: text }, userEvent: 'input' });
          return `shouted ${text.length}`;
        },
      });
      const ww = editor.commandManager.addCommand<KitWysiwygView>('wysiwyg', {
        name: 'Shout',
        keyMap: ['CTRL+Y', 'META+Y'],
        exec(view) {
          view.quill.insertText(view.quill.getLength() - 1, '!', 'user');
          return 'ww';
        },
      });
      return { md, ww };
    }

    it('addCommand returns the command; editor.exec runs it with arguments and returns its result', () => {
      const editor = create({ initialValue: 'hey' });
      const { md } = addShout(editor);
      expect(md.getName()).toBe('Shout');
      expect(md.isMDType()).toBe(true);
      expect(editor.exec('Shout', '!!')).toBe('shouted 5');
      expect(editor.getMarkdown()).toBe('HEY!!');
      expect(editor.commandManager.exec('Shout')).toBe('shouted 5');
    });

    it('a command edit is a user change (fires change)', () => {
      const editor = create({ initialValue: 'hey' });
      addShout(editor);
      const change = jasmine.createSpy('change');
      editor.on('change', change);
      editor.exec('Shout');
      expect(change).toHaveBeenCalledOnceWith({ source: 'markdown' });
    });

    it('exec runs the current mode’s command', () => {
      const editor = create({ initialValue: 'hey' });
      addShout(editor);
      editor.changeMode('wysiwyg');
      expect(editor.exec('Shout')).toBe('ww');
      expect(editor.getMarkdown()).toBe('hey!');
    });

    it('global commands run in both modes with the editor as context', () => {
      const editor = create({ initialValue: 'x' });
      const seen: unknown[] = [];
      const command = editor.commandManager.addCommand('global', { name: 'Who', exec: (ctx, arg) => (seen.push(ctx), arg) });
      expect(command.isGlobalType()).toBe(true);
      expect(editor.exec('Who', 1)).toBe(1);
      editor.changeMode('wysiwyg');
      expect(editor.exec('Who', 2)).toBe(2);
      expect(seen).toEqual([editor, editor]);
    });

    it('editor.addCommand(type, props) and editor.addCommand(command), as 1.x extensions call it, add commands exec runs', () => {
      const editor = create({ initialValue: 'hey' });
      const md = editor.addCommand<KitMarkdownView>('markdown', { name: 'Count', exec: (view, extra = 0) => view.getContent().length + extra });
      expect(md.isMDType()).toBe(true);
      expect(editor.exec('Count', 1)).toBe(4);
      // The type names the context: `view` is the markdown view here without a type argument (compile-time check).
      editor.addCommand('markdown', { name: 'Length', exec: (view) => view.getContent().length });
      expect(editor.exec('Length')).toBe(3);
      const global = editor.addCommand(CommandManager.command('global', { name: 'Mode', exec: (ed: KitEditor) => ed.isWysiwygMode() }));
      expect(global.isGlobalType()).toBe(true);
      expect(editor.exec('Mode')).toBe(false);
      expect(() => editor.addCommand({ name: 'x' } as never)).toThrowError(TypeError, /addCommand expects a command/);
    });

    it('an unknown name throws listing the valid ones; a markdown-only command is unknown in WYSIWYG', () => {
      const editor = create();
      editor.commandManager.addCommand('markdown', { name: 'MdOnly', exec: () => 0 });
      expect(() => editor.exec('Nope')).toThrowError(/Unknown markdown command "Nope"\. Valid commands: .*\bBold\b.*\bMdOnly\b/);
      editor.changeMode('wysiwyg');
      expect(() => editor.exec('MdOnly')).toThrowError(/Unknown wysiwyg command "MdOnly"\. Valid commands: .*\bBold\b/);
    });

    it('has every built-in command of the original in both modes', () => {
      const editor = create();
      const both = ['Bold', 'Italic', 'Strike', 'Code', 'CodeBlock', 'HR', 'Blockquote', 'UL', 'OL', 'Task', 'Heading', 'Paragraph', 'AddLink', 'AddImage', 'Indent', 'Outdent', 'Table'];
      expect(editor.commandManager.names('markdown')).toEqual(jasmine.arrayContaining(both));
      expect(editor.commandManager.names('wysiwyg')).toEqual(jasmine.arrayContaining([...both, 'AddRow', 'AddCol', 'RemoveRow', 'RemoveCol', 'RemoveTable', 'AlignCol']));
    });

    it('a custom shortcut fires on a real keydown in the CodeMirror content and is default-prevented', () => {
      const editor = create({ initialValue: 'hey' });
      addShout(editor);
      editor.focus();
      const event = shortcutEvent('y');
      editor.getCodeMirror().contentDOM.dispatchEvent(event);
      expect(editor.getMarkdown()).toBe('HEY');
      expect(event.defaultPrevented).toBe(true);
    });

    it('a custom shortcut fires on a real keydown in the Quill root', () => {
      const editor = create({ initialValue: 'hey', initialEditType: 'wysiwyg' });
      addShout(editor);
      editor.focus();
      const event = shortcutEvent('y');
      editor.getSquire().root.dispatchEvent(event);
      expect(editor.getMarkdown()).toBe('hey!');
      expect(event.defaultPrevented).toBe(true);
    });

    it('the wrong modifier or another key does not run it', () => {
      const editor = create({ initialValue: 'hey' });
      addShout(editor);
      editor.getCodeMirror().contentDOM.dispatchEvent(shortcutEvent('y', { ctrlKey: MAC, metaKey: !MAC }));
      editor.getCodeMirror().contentDOM.dispatchEvent(shortcutEvent('y', { shiftKey: true }));
      editor.getCodeMirror().contentDOM.dispatchEvent(shortcutEvent('u', { code: 'KeyU', ctrlKey: false, metaKey: false }));
      expect(editor.getMarkdown()).toBe('hey');
    });

    it('useCommandShortcut: false: shortcuts do nothing in either mode (keydown still fires)', () => {
      const editor = create({ initialValue: 'hey', useCommandShortcut: false });
      addShout(editor);
      const keydown = jasmine.createSpy('keydown');
      editor.on('keydown', keydown);
      // (CodeMirror's own Mod-y, redo, still handles the key: only kit's commands are off.)
      editor.getCodeMirror().contentDOM.dispatchEvent(shortcutEvent('y'));
      expect(editor.getMarkdown()).toBe('hey');
      expect(keydown).toHaveBeenCalledTimes(1);
      // Built-in shortcuts too.
      editor.getCodeMirror().dispatch({ selection: { anchor: 0, head: 3 } });
      editor.getCodeMirror().contentDOM.dispatchEvent(shortcutEvent('b'));
      expect(editor.getMarkdown()).toBe('hey');
      editor.changeMode('wysiwyg');
      editor.getSquire().root.dispatchEvent(shortcutEvent('y'));
      expect(editor.getMarkdown()).toBe('hey');
      // exec still works.
      expect(editor.exec('Shout')).toBe('ww');
    });

    it('built-in shortcuts: Ctrl+B (Meta+B on a Mac) makes **x** in markdown mode', () => {
      const editor = create({ initialValue: 'x' });
      editor.getCodeMirror().dispatch({ selection: { anchor: 0, head: 1 } });
      const event = shortcutEvent('b');
      editor.getCodeMirror().contentDOM.dispatchEvent(event);
      expect(editor.getMarkdown()).toBe('**x**');
      expect(event.defaultPrevented).toBe(true);
    });

    it('built-in shortcuts: Ctrl+I italic, Ctrl+S strike, Shift+Ctrl+C code, Alt+Q quote, Ctrl+U list in markdown mode', () => {
      const editor = create({ initialValue: 'x' });
      const cm = editor.getCodeMirror();
      const press = (event: KeyboardEvent) => {
        editor.setMarkdown('x');
        cm.dispatch({ selection: { anchor: 0, head: 1 } });
        cm.contentDOM.dispatchEvent(event);
        return editor.getMarkdown();
      };
      expect(press(shortcutEvent('i'))).toBe('*x*');
      expect(press(shortcutEvent('s'))).toBe('~~x~~');
      expect(press(shortcutEvent('c', { shiftKey: true, key: 'C' }))).toBe('`x`');
      expect(press(new KeyboardEvent('keydown', { key: 'œ', code: 'KeyQ', altKey: true, bubbles: true, cancelable: true }))).toBe('> x');
      expect(press(shortcutEvent('u'))).toBe('* x');
    });

    it('built-in shortcuts: Ctrl+B makes bold in WYSIWYG', () => {
      const editor = create({ initialValue: 'x', initialEditType: 'wysiwyg' });
      editor.getSquire().setSelection(0, 1);
      editor.getSquire().root.dispatchEvent(shortcutEvent('b'));
      expect(editor.getMarkdown()).toBe('**x**');
    });

    it('afterAddedCommand() emits afterAddedCommand with the editor', () => {
      const editor = create();
      const handler = jasmine.createSpy('afterAddedCommand');
      editor.on('afterAddedCommand', handler);
      editor.afterAddedCommand();
      expect(handler).toHaveBeenCalledOnceWith(editor);
    });

    it('built-in commands exist before load fires, and load handlers can use the editor (Part C item 9)', () => {
      const seen: string[] = [];
      create({
        events: {
          load: (editor: unknown) => {
            const e = editor as KitEditor;
            e.setMarkdown('x');
            e.getCodeMirror().dispatch({ selection: { anchor: 0, head: 1 } });
            e.exec('Bold');
            seen.push(e.getMarkdown());
          },
        } as never,
      });
      expect(seen).toEqual(['**x**']);
    });

    it('the toolbar tooltip follows a custom command’s key map', async () => {
      const editor = create({ toolbarItems: [{ type: 'button', options: { name: 'shout', command: 'Shout', tooltip: 'Shout' } }] });
      addShout(editor);
      editor.getUI().getToolbar().addItem('divider'); // redraw
      await tick();
      const shout = editor.getUI().el.querySelector('[data-name="shout"]')!;
      expect(shout.getAttribute('title')).toBe(MAC ? 'Shout (Meta+Y)' : 'Shout (Ctrl+Y)');
    });
  });
});
