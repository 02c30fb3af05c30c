import type { KitEditorContext } from './editor-context';
import type { KitEditorViewEvents } from './editor-view';

/** What a view's events reach in their editor. */
type KitViewEventsHost = Pick<KitEditorContext, 'state' | 'commands' | 'emit' | 'emitStateChange' | 'runImageBlobHook'>;

/**
 * The callbacks the `source` mode's view reports through, turned into editor events. A view
 * reports only while its mode is on: the other mode's hidden view stays silent.
 */
export function editorViewEvents(source: 'markdown' | 'wysiwyg', editor: KitViewEventsHost): KitEditorViewEvents {
  const { state } = editor;
  const active = () => state.mode() === source;
  return {
    shortcut: (event) => {
      if (!active() || state.readOnly() || !editor.commands.keydown(event)) return false;
      // As after exec(): a command that changes the kind of line at the cursor without moving it
      // (CodeBlock) moves no selection, and the toolbar and the code block's language button
      // read the state.
      editor.emitStateChange();
      return true;
    },
    image: (blob, from) => active() && !state.readOnly() && (editor.runImageBlobHook(blob, from), true),
    change: () => active() && editor.emit('change', { source }),
    focus: () => {
      if (!active()) return;
      state.focused.set(true);
      editor.emit('focus', { source });
    },
    blur: () => {
      if (!active()) return;
      state.focused.set(false);
      editor.emit('blur', { source });
    },
    keydown: (data) => active() && editor.emit('keydown', { source, data }),
    keyup: (data) => active() && editor.emit('keyup', { source, data }),
    scroll: (data) => active() && editor.emit('scroll', { source, data }),
    paste: (data) => active() && editor.emit('paste', { source, data }),
    tableContextMenu: (event) => {
      if (!active() || source !== 'wysiwyg' || state.readOnly()) return false;
      editor.emit('openPopupTableUtils', event);
      return true;
    },
    command: (name) => {
      if (active() && !state.readOnly()) editor.commands.exec(name);
    },
    selectionChange: () => {
      if (!active()) return;
      editor.emitStateChange();
      if (source === 'wysiwyg') state.selectionTick.update((n) => n + 1);
    },
  };
}
