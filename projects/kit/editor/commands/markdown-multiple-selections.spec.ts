import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor, waitFor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { type MarkdownCommandCase, itRunsCommands, loadMarked, marked, pressKey } from './markdown-spec-helpers';
import { clipboard, pasteInto } from '../paste/paste-spec-helpers';

/**
 * Several selection ranges in markdown mode (Ctrl/Cmd+click, Alt+drag), as TOAST UI 1.x's
 * CodeMirror 5 had: keys and commands act at every range, each as it would alone.
 */
describe('markdown mode with several selections', () => {
  const current = useEditor({ initialValue: '' });
  let markdown: KitMarkdownView;
  let view: EditorView;

  beforeEach(() => {
    markdown = current().getCurrentModeEditor() as KitMarkdownView;
    view = markdown.view;
  });

  const press = (key: string, init: KeyboardEventInit = {}) => pressKey(view, key, init);

  it('are allowed, drawn, and added by Ctrl+click', async () => {
    expect(view.state.facet(EditorState.allowMultipleSelections)).toBeTrue();
    current().setMarkdown('first line\nsecond line', false);
    view.focus();
    const second = view.coordsAtPos(view.state.doc.line(2).from + 3)!;
    const click = (type: string) =>
      view.contentDOM.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, detail: 1, ctrlKey: true, clientX: second.left + 1, clientY: (second.top + second.bottom) / 2 }));
    click('mousedown');
    click('mouseup');
    expect(view.state.selection.ranges.map((r) => r.head)).toEqual([0, view.state.doc.line(2).from + 3]);
    await waitFor(() => view.dom.querySelectorAll('.cm-cursor').length === 2);
    expect(view.dom.querySelectorAll('.cm-cursor').length).withContext('a cursor drawn at each range').toBe(2);
    // Back to one range: the browser's own caret and selection again (drawing costs style work per key).
    press('Escape');
    expect(view.state.selection.ranges.length).toBe(1);
    expect(view.dom.querySelector('.cm-cursorLayer')).toBeNull();
  });

  it('are drawn while there are several, also when an edit brings them together', () => {
    loadMarked(view, 'ab‸c‸d');
    expect(view.dom.querySelector('.cm-cursorLayer')).not.toBeNull();
    press('Backspace');
    press('Backspace');
    expect(marked(view)).toBe('‸d');
    expect(view.dom.querySelector('.cm-cursorLayer')).withContext('one cursor left').toBeNull();
  });

  const keys: [string, KeyboardEventInit, string, string][] = [
    // CodeMirror continued each list alone: two new items numbered alike (`3.` twice), boxes lost.
    ['Enter', {}, '1. a‸\n2. b‸', '1. a\n2. ‸\n3. b\n4. ‸'],
    ['Enter', {}, '1. [ ] a‸\n2. [ ] b‸', '1. [ ] a\n2. [ ] ‸\n3. [ ] b\n4. [ ] ‸'],
    ['Enter', {}, '- a‸\n- b‸', '- a\n- ‸\n- b\n- ‸'],
    ['Enter', {}, '- a\n- ‸\n\n- c\n- ‸', '- a\n\n‸\n\n- c\n\n‸'],
    ['Enter', {}, '> a‸\n\n> b‸', '> a\n> ‸\n\n> b\n> ‸'],
    ['Enter', {}, 'x «y» z\n- it‸em', 'x \n‸z\n- it\n- ‸em'],
    // Enter over a selection deletes it, then its list rule runs (also with one range): CodeMirror's
    // rule gave up on a selection, and `world` left the list (multisel QA).
    ['Enter', {}, '- hello «big »world', '- hello\n- ‸world'],
    ['Enter', {}, '1. a«b\n2. c»d\n3. e', '1. a\n2. ‸d\n3. e'],
    ['Enter', {}, '> qu«ot»e', '> qu\n> ‸e'],
    // Backspace after an ordered task's box: the box became text (`1. [ ]‸a`).
    ['Backspace', {}, '1. [ ] ‸a\n\n2. [ ] ‸b', '‸a\n\n‸b'],
    ['Backspace', {}, '- ‸a\n\nplain‸', '‸a\n\nplai‸'],
    ['Tab', {}, '- a\n- b‸\n- c\n- d‸', '- a\n  - b‸\n- c\n  - d‸'],
    ['Enter', { ctrlKey: true }, '- [ ] a‸\n- [x] b‸', '- [x] a‸\n- [ ] b‸'],
    // Escape makes them one (CodeMirror's rule) before it keeps a selection for the toolbar.
    ['Escape', {}, 'a «b» c «d»', 'a «b» c d'],
  ];
  for (const [key, init, before, after] of keys) {
    it(`${init.ctrlKey ? 'Ctrl-' : ''}${key} on ${JSON.stringify(before)} gives ${JSON.stringify(after)}`, () => {
      loadMarked(view, before);
      view.focus();
      expect(press(key, init)).withContext('handled by the keymap').toBeTrue();
      expect(marked(view)).toBe(after);
    });
  }

  it('Enter at several cursors is one undo step', () => {
    loadMarked(view, '1. a‸\n2. b‸');
    press('Enter');
    expect(undo(view)).toBeTrue();
    expect(marked(view)).toBe('1. a‸\n2. b‸');
  });

  const commands: MarkdownCommandCase[] = [
    ['Bold', [], 'a «b» c\n\nd «e» f', 'a **«b»** c\n\nd **«e»** f'],
    ['Heading', [2], 'one ‸two\n\nthree ‸four', '## one ‸two\n\n## three ‸four'],
    ['Blockquote', [], '«a»\n«b»\nc', '> «a»\n> «b»\nc'],
    // Ranges apart are lists apart: `four` was numbered 3 after the unselected paragraph.
    ['OL', [], '«one\ntwo»\n\nthree\n\n«four»', '1. «one\n2. two»\n\nthree\n\n1. «four»'],
    ['OL', [], '- a\n- b‸\n- c\n- d‸', '- a\n1. b‸\n- c\n1. d‸'],
    ['OL', [], '1. x\n2. y\n‸z\n\nw\n\n‸v', '1. x\n2. y\n3. ‸z\n\nw\n\n1. ‸v'],
    // A blank line apart, each is numbered as it would be alone (a loose list: markdown counts on).
    ['OL', [], '«a»\n\n«b»', '1. «a»\n\n1. «b»'],
    ['OL', [], '«a»\n«b»', '1. «a»\n2. «b»'],
    // verify14: each range is quoted at its own item's column (a deeper one left its list item),
    // and toggled as it would be alone (a quoted range stayed quoted beside an unquoted one).
    ['Blockquote', [], '* keepA\n  1. s‸el\n\npa‸ra', '* keepA\n  > 1. s‸el\n\n> pa‸ra'],
    ['Blockquote', [], '- a\n  - ‸b\n\n* c\n  * d\n    * ‸e', '- a\n  > - ‸b\n\n* c\n  * d\n    > * ‸e'],
    ['Blockquote', [], '> ‸a\n\nm‸id', '‸a\n\n> m‸id'],
    // verify15: ranges in one top-level block are quoted as one range over them would be (two lines
    // of a paragraph were quoted and the paragraph split; an item and a line nested in it apart).
    ['Blockquote', [], 'li‸ne one\nline two\nli‸ne three\n\nx', '> li‸ne one\n> line two\n> li‸ne three\n\nx'],
    ['Blockquote', [], '- a‸\n- b\n- c‸', '> - a‸\n> - b\n> - c‸'],
    ['Blockquote', [], '1. a‸\n\n   1. b‸\n\n2. c', '> 1. a‸\n>\n>    1. b‸\n\n2. c'],
    ['Task', [], '- a\n- b‸\n- c\n- d‸', '- a\n- [ ] b‸\n- c\n- [ ] d‸'],
    ['AddLink', [{ url: 'http://u' }], 'a «b» c «d»', 'a [b](http://u)‸ c [d](http://u)‸'],
    // multisel QA: a cursor in code or a table left the command undone at the other ranges
    // (UL, OL, Task, Heading), or quoted the wrong lines (Blockquote: code and the range below one quote).
    ['UL', [], 'para ‸one\n\n```\nco‸de\n```\n\npara ‸two', '* para ‸one\n\n```\nco‸de\n```\n\n* para ‸two'],
    ['Heading', [1], 'p‸1\n\n| a |\n| - |\n| 1‸ |', '# p‸1\n\n| a |\n| - |\n| 1‸ |'],
    ['Blockquote', [], 'para ‸one\n\n```\nco‸de\n```\n\npara ‸two', '> para ‸one\n\n> ```\n> co‸de\n> ```\n\n> para ‸two'],
    ['Blockquote', [], 'p‸1\n\n| a |\n| - |\n| 1‸ |', '> p‸1\n\n> | a |\n> | - |\n> | 1‸ |'],
    // Marks leave empty ranges alone when others hold text: a rectangle over a short and a blank
    // line wrote `ab****` and a `****` rule (`~~~~`, a fence, with Strike).
    ['Bold', [], 'ab«cd»\nab‸\n‸\nab«cd»', 'ab**«cd»**\nab‸\n‸\nab**«cd»**'],
    ['Strike', [], 'x«y»\n‸', 'x~~«y»~~\n‸'],
    ['Bold', [], 'a‸\nb‸', 'a**‸**\nb**‸**'],
    // Two cursors on one line: one block, and no cursor left behind in the text.
    ['Table', [1, 1], 'a‸bc d‸ef', 'abc def\n\n| ‸    |\n| --- |'],
    ['CodeBlock', [], 'a‸bc d‸ef', 'abc def\n\n```\n‸\n```'],
    ['HR', [], '| a |\n| - |\n| 1‸ |\n| 2‸ |', '| a |\n| - |\n| 1 |\n| 2 |\n\n***\n‸'],
    ['AddLink', [{ url: 'http://u', linkText: 'T' }], 'a «b» c ‸', 'a [T](http://u)‸ c [T](http://u)‸'],
  ];
  itRunsCommands(() => markdown, commands);

  // multisel QA: a spreadsheet table went in once, at the main range, and the other cursor was lost.
  it('pastes a spreadsheet table at every range, as one undo step', () => {
    loadMarked(view, 'one‸\ntwo\nthree‸');
    pasteInto(view.contentDOM, clipboard({ 'text/plain': 'a\tb\n1\t2', 'text/html': '<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>' }));
    const table = '| a   | b   |\n| --- | --- |\n| 1   | 2   |';
    expect(marked(view)).toBe(`one\n\n${table}\n‸\ntwo\nthree\n\n${table}\n‸`);
    undo(view);
    expect(marked(view)).toBe('one‸\ntwo\nthree‸');
  });

  // verify14: the cursor in code got the table as markup in the code (alone it gets the text).
  it('pastes a spreadsheet table as text at a range in code, as a table at the others', () => {
    loadMarked(view, '```\nco‸de\n```\n\npa‸ra');
    pasteInto(view.contentDOM, clipboard({ 'text/plain': 'a\tb', 'text/html': '<table><tr><td>a</td><td>b</td></tr></table>' }));
    expect(marked(view)).toBe('```\ncoa\tb‸de\n```\n\npa\n\n| a   | b   |\n| --- | --- |\n‸\nra');
    // verify15: the text's second line left the quote the code is in.
    loadMarked(view, '> ```\n> co‸de\n> ```\n\npa‸ra');
    pasteInto(view.contentDOM, clipboard({ 'text/plain': 'a\tb\n1\t2', 'text/html': '<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>' }));
    expect(view.state.doc.toString()).toContain('> ```\n> coa\tb\n> 1\t2de\n> ```');
  });

  it('pastes lines into table cells at every range when each is in a cell, else as text', () => {
    loadMarked(view, '| a | b |\n| - | - |\n| ‸ | ‸ |');
    pasteInto(view.contentDOM, clipboard({ 'text/plain': 'x\ny' }));
    expect(marked(view)).toBe('| a | b |\n| - | - |\n| x y‸ | x y‸ |');
    loadMarked(view, '| a |\n| - |\n| ‸ |\n\nout‸');
    pasteInto(view.contentDOM, clipboard({ 'text/plain': 'x\ny' }));
    expect(marked(view)).withContext('CodeMirror: a line per range').toBe('| a |\n| - |\n| x‸ |\n\nouty‸');
  });

  it('insertText types at every range; getSelectedText joins them by lines; getRange is the main one', () => {
    loadMarked(view, 'a«bc»d\ne«fg»h');
    expect(current().getSelectedText()).toBe('bc\nfg');
    expect(current().getRange()).toEqual({ start: { line: 0, ch: 1 }, end: { line: 0, ch: 3 } });
    current().insertText('X');
    expect(marked(view)).toBe('aX‸d\neX‸h');
  });
});
