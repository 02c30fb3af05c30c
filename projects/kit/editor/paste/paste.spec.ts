import { KitEditor } from '../kit-editor';
import { useEditor } from '../editor-spec-helpers';
import { gfmTable, htmlTable, imageFileOf, tableRowsOf } from './clipboard-table';
import { clipboard as transfer, pasteInto as paste } from './paste-spec-helpers';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` is true (polling), up to `ms`. */
async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await tick(20);
}

const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const pngFile = (name = 'x.png') => new File([PNG_BYTES], name, { type: 'image/png' });


function drop(target: Element, dt: DataTransfer): DragEvent {
  const event = new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true, clientX: 10, clientY: 10 });
  target.dispatchEvent(event);
  return event;
}

/** The current mode's editing element, where the user pastes. */
const target = (editor: KitEditor) => (editor.isMarkdownMode() ? editor.getCodeMirror().contentDOM : editor.getSquire().root);

const TSV_TABLE = '| a   | b   |\n| --- | --- |\n| 1   | 2   |\n';
type HookFn = (blob: Blob, callback: (url: string, alt?: string) => void, source: string) => void;

describe('Paste and the image hook', () => {
  const editor = useEditor();

  describe('tables into markdown mode', () => {
    it('tab-separated text from a spreadsheet becomes a GFM table (one change event)', () => {
      const change = jasmine.createSpy('change');
      editor().on('change', change);
      editor().focus();
      const event = paste(target(editor()), transfer({ 'text/plain': 'a\tb\n1\t2' }));
      expect(event.defaultPrevented).toBe(true);
      expect(editor().getMarkdown()).toBe(TSV_TABLE);
      expect(change).toHaveBeenCalledOnceWith({ source: 'markdown' });
    });

    it('the table starts on its own line when pasted after text', () => {
      editor().setMarkdown('intro');
      editor().focus();
      paste(target(editor()), transfer({ 'text/plain': 'a\tb\r\n1\t2\r\n' }));
      expect(editor().getMarkdown()).toBe(`intro\n\n${TSV_TABLE}`);
    });

    it('text after the cursor stays a paragraph below the table, in the cursor\'s quote or list item', () => {
      const cases: [string, number, string][] = [
        ['Totals: see below', 'Totals: '.length, `Totals:\n\n${TSV_TABLE}\nsee below`],
        ['existing paragraph', 0, `${TSV_TABLE}\nexisting paragraph`],
        ['> Quoted more', '> Quoted '.length, '> Quoted\n>\n> | a   | b   |\n> | --- | --- |\n> | 1   | 2   |\n>\n> more'],
        ['- item', '- item'.length, '- item\n\n  | a   | b   |\n  | --- | --- |\n  | 1   | 2   |\n  '],
        ['a\nnext line', 1, `a\n\n${TSV_TABLE}\nnext line`],
        // In a table's cell: after the table (a row cannot be split).
        ['| x | y |\n| - | - |\n| 1 | 2 |\n\nafter', '| x | y |\n| - | - |\n| 1'.length, `| x | y |\n| - | - |\n| 1 | 2 |\n\n${TSV_TABLE}\nafter`],
      ];
      for (const [before, at, after] of cases) {
        editor().setMarkdown(before);
        editor().getCodeMirror().dispatch({ selection: { anchor: at } });
        editor().focus();
        paste(target(editor()), transfer({ 'text/plain': 'a\tb\n1\t2' }));
        expect(editor().getMarkdown()).withContext(before).toBe(after);
        const html = editor().getHtml();
        expect(html.match(/<tr>/g)?.length).withContext(html).toBe(before.startsWith('|') ? 4 : 2);
      }
    });

    it('lines pasted into a table cell stay in that cell: line breaks and tabs become spaces, | is escaped', () => {
      editor().setMarkdown('| a | b |\n| - | - |\n| 1 | 2 |');
      editor().getCodeMirror().dispatch({ selection: { anchor: '| a | b |\n| - | - |\n| 1'.length } });
      editor().focus();
      paste(target(editor()), transfer({ 'text/plain': 'one\ntwo | three\n' }));
      expect(editor().getMarkdown()).toBe('| a | b |\n| - | - |\n| 1one two \\| three | 2 |');
    });

    it('replaces the selection', () => {
      editor().setMarkdown('old');
      editor().getCodeMirror().dispatch({ selection: { anchor: 0, head: 3 } });
      paste(target(editor()), transfer({ 'text/plain': 'a\tb\n1\t2' }));
      expect(editor().getMarkdown()).toBe(TSV_TABLE);
    });

    it('an HTML table (text/html) becomes a GFM table too, preferred over the text', () => {
      editor().focus();
      const html = '<meta charset="utf-8"><table><tr><td>x</td><td>y z</td></tr><tr><td>1</td><td>2</td></tr></table>';
      paste(target(editor()), transfer({ 'text/html': html, 'text/plain': 'ignored\tplain' }));
      expect(editor().getMarkdown()).toBe('| x   | y z |\n| --- | --- |\n| 1   | 2   |\n');
    });

    it('the result renders as a table', () => {
      editor().focus();
      paste(target(editor()), transfer({ 'text/plain': 'a\tb\n1\t2' }));
      expect(editor().getHtml()).toMatch(/<table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>/);
    });

    it('text pasted into a code block stays text, tabs and all', () => {
      editor().setMarkdown('```make\n\n```');
      editor().getCodeMirror().dispatch({ selection: { anchor: 8 } }); // the empty line inside the fence
      editor().focus();
      paste(target(editor()), transfer({ 'text/plain': 'a\tb\n1\t2' }));
      expect(editor().getMarkdown()).toBe('```make\na\tb\n1\t2\n```');
    });

    it('plain text without tabs is pasted as text', () => {
      editor().setMarkdown('');
      editor().focus();
      const event = paste(target(editor()), transfer({ 'text/plain': 'just words' }));
      expect(event.defaultPrevented).toBe(true); // CodeMirror inserts it itself
      expect(editor().getMarkdown()).toBe('just words');
    });

    it('HTML in the pasted table never runs (parsed inertly)', async () => {
      const w = window as unknown as Record<string, unknown>;
      try {
        editor().focus();
        const html = '<table><tr><td><img src="x-nonexistent.png" onerror="window.__kitPastePwned = 1">a</td><td>b</td></tr></table>';
        paste(target(editor()), transfer({ 'text/html': html }));
        await tick(200);
        expect(w['__kitPastePwned']).toBeUndefined();
        expect(editor().getMarkdown()).toBe('| a   | b   |\n| --- | --- |\n');
      } finally {
        delete w['__kitPastePwned'];
      }
    });
  });

  describe('tables into WYSIWYG', () => {
    beforeEach(() => editor().changeMode('wysiwyg'));

    it('tab-separated text pasted into a code block stays text', () => {
      editor().setMarkdown('```\ncode\n```');
      const quill = editor().getSquire();
      quill.setSelection(4, 0, 'user'); // the end of "code"
      paste(target(editor()), transfer({ 'text/plain': 'a\tb\n1\t2' }));
      expect(quill.root.querySelector('table')).toBeNull();
      expect(editor().getMarkdown()).toBe('```\ncodea\tb\n1\t2\n```');
    });

    it('tab-separated text becomes a table', () => {
      editor().focus();
      const event = paste(target(editor()), transfer({ 'text/plain': 'a\tb\n1\t2' }));
      expect(event.defaultPrevented).toBe(true);
      expect(editor().getSquire().root.querySelector('table')).not.toBeNull();
      const markdown = editor().getMarkdown();
      expect(markdown).toMatch(/^\|\s*a\s*\|\s*b\s*\|$/m);
      expect(markdown).toMatch(/^\|\s*:?-+:?\s*\|\s*:?-+:?\s*\|$/m);
      expect(markdown).toMatch(/^\|\s*1\s*\|\s*2\s*\|$/m);
    });

    it('an HTML table (td cells, as spreadsheets copy) becomes a table', async () => {
      editor().focus();
      paste(target(editor()), transfer({ 'text/html': '<table><tr><td>h1</td><td>h2</td></tr><tr><td>c1</td><td>c2</td></tr></table>', 'text/plain': 'h1\th2\nc1\tc2' }));
      await tick();
      const markdown = editor().getMarkdown();
      expect(markdown).toMatch(/^\|\s*h1\s*\|\s*h2\s*\|$/m);
      expect(markdown).toMatch(/^\|\s*c1\s*\|\s*c2\s*\|$/m);
    });

    it('an HTML table with <th> header cells becomes a table with those headers', async () => {
      editor().focus();
      paste(target(editor()), transfer({ 'text/html': '<table><tr><th>h1</th><th>h2</th></tr><tr><td>c1</td><td>c2</td></tr></table>', 'text/plain': 'h1\th2\nc1\tc2' }));
      await tick();
      const markdown = editor().getMarkdown();
      expect(markdown).toMatch(/^\|\s*h1\s*\|\s*h2\s*\|$/m);
      expect(markdown).toMatch(/^\|\s*c1\s*\|\s*c2\s*\|$/m);
    });

    it('HTML pasted into WYSIWYG is sanitized: <img onerror> never runs, no script', async () => {
      const w = window as unknown as Record<string, unknown>;
      try {
        editor().focus();
        paste(target(editor()), transfer({ 'text/html': '<p>safe <img src="x-nonexistent.png" onerror="window.__kitPastePwned = 2"></p><script>window.__kitPastePwned = 3</script>' }));
        await tick(200);
        expect(w['__kitPastePwned']).toBeUndefined();
        expect(editor().getSquire().root.querySelector('[onerror], script')).toBeNull();
        expect(editor().getMarkdown()).toContain('safe');
      } finally {
        delete w['__kitPastePwned'];
      }
    });
  });

  describe('images: paste and drop go to addImageBlobHook', () => {
    for (const mode of ['markdown', 'wysiwyg'] as const) {
      for (const how of ['paste', 'drop'] as const) {
        it(`${how} in ${mode} mode calls the hook with (blob, callback, '${how}'); callback(url) inserts the image named after the file`, async () => {
          editor().changeMode(mode);
          editor().focus();
          const hook = jasmine.createSpy<HookFn>('addImageBlobHook');
          editor().addHook('addImageBlobHook', hook as never);
          const dt = transfer({}, [pngFile('named.png')]);
          const event = how === 'paste' ? paste(target(editor()), dt) : drop(target(editor()), dt);
          expect(hook).toHaveBeenCalledTimes(1);
          const [blob, callback, source] = hook.calls.argsFor(0);
          expect(blob instanceof Blob).toBe(true);
          expect((blob as File).name).toBe('named.png');
          expect(blob.type).toBe('image/png');
          expect(source).toBe(how);
          expect(event.defaultPrevented).toBe(true);
          // Nothing is inserted until the callback runs (it may be async: upload, then call).
          await tick();
          expect(editor().getMarkdown()).toBe('');
          callback('https://cdn.example.com/named.png');
          await tick();
          expect(editor().getMarkdown()).toBe('![named.png](https://cdn.example.com/named.png)');
        });
      }
    }

    it('the default hook embeds a data:image/png;base64 URL with the file name as alt (markdown)', async () => {
      editor().focus();
      paste(target(editor()), transfer({}, [pngFile('x.png')]));
      await until(() => editor().getMarkdown() !== '');
      expect(editor().getMarkdown()).toMatch(/^!\[x\.png\]\(data:image\/png;base64,[A-Za-z0-9+/=]+\)$/);
    });

    it('the default hook works in WYSIWYG too', async () => {
      editor().changeMode('wysiwyg');
      editor().focus();
      drop(target(editor()), transfer({}, [pngFile('y.png')]));
      await until(() => editor().getMarkdown() !== '');
      expect(editor().getMarkdown()).toMatch(/^!\[y\.png\]\(data:image\/png;base64,[A-Za-z0-9+/=]+\)$/);
      expect(editor().getSquire().root.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    });

    it('addHook replaces the default: only the new handler runs', async () => {
      const hook = jasmine.createSpy<HookFn>('mine');
      editor().addHook('addImageBlobHook', hook as never);
      editor().focus();
      paste(target(editor()), transfer({}, [pngFile()]));
      await tick(200);
      expect(hook).toHaveBeenCalledTimes(1);
      expect(editor().getMarkdown()).toBe('');
    });

    it('two addHook calls: only the second handler runs', () => {
      const first = jasmine.createSpy<HookFn>('first');
      const second = jasmine.createSpy<HookFn>('second');
      editor().addHook('addImageBlobHook', first as never);
      editor().addHook('addImageBlobHook', second as never);
      editor().focus();
      paste(target(editor()), transfer({}, [pngFile()]));
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledTimes(1);
    });

    it("removeHook('addImageBlobHook'): nothing is inserted at all", async () => {
      editor().removeHook('addImageBlobHook');
      editor().focus();
      paste(target(editor()), transfer({}, [pngFile()]));
      await tick(300);
      expect(editor().getMarkdown()).toBe('');
    });

    it("on('addImageBlobHook') keeps the default: both run", async () => {
      const mine = jasmine.createSpy<HookFn>('mine').and.callFake((_blob, callback) => callback('https://cdn.example.com/a.png'));
      editor().on('addImageBlobHook', mine as never);
      editor().focus();
      paste(target(editor()), transfer({}, [pngFile('x.png')]));
      expect(mine).toHaveBeenCalledTimes(1);
      await until(() => editor().getMarkdown().includes('data:'));
      const markdown = editor().getMarkdown();
      expect(markdown).toContain('![x.png](https://cdn.example.com/a.png)');
      expect(markdown).toMatch(/!\[x\.png\]\(data:image\/png;base64,/);
    });

    it('the hooks option replaces the default', async () => {
      // useEditor made an editor without hooks; make one with the option.
      const el = document.body.appendChild(document.createElement('div'));
      const hook = jasmine.createSpy<HookFn>('hook').and.callFake((_b, callback) => callback('u.png'));
      const other = new KitEditor({ el, usageStatistics: false, hooks: { addImageBlobHook: hook as never } });
      try {
        other.focus();
        paste(other.getCodeMirror().contentDOM, transfer({}, [pngFile('x.png')]));
        await tick(200);
        expect(hook).toHaveBeenCalledTimes(1);
        expect(other.getMarkdown()).toBe('![x.png](u.png)');
      } finally {
        other.remove();
        el.remove();
      }
    });

    it("the callback's altText wins over the file name", async () => {
      editor().addHook('addImageBlobHook', ((_blob: Blob, callback: (url: string, alt?: string) => void) =>
        callback('https://cdn.example.com/a.png', 'my alt')) as never);
      editor().focus();
      paste(target(editor()), transfer({}, [pngFile('x.png')]));
      await tick();
      expect(editor().getMarkdown()).toBe('![my alt](https://cdn.example.com/a.png)');
    });

    it("a clipboard image without a name gets the alt 'image'", async () => {
      editor().addHook('addImageBlobHook', ((_blob: Blob, callback: (url: string) => void) => callback('https://cdn.example.com/a.png')) as never);
      editor().focus();
      paste(target(editor()), transfer({}, [new File([PNG_BYTES], '', { type: 'image/png' })]));
      await tick();
      expect(editor().getMarkdown()).toBe('![image](https://cdn.example.com/a.png)');
    });

    it('a non-image file is not handed to the hook', () => {
      const hook = jasmine.createSpy<HookFn>('hook');
      editor().addHook('addImageBlobHook', hook as never);
      editor().focus();
      drop(target(editor()), transfer({}, [new File(['hello'], 'a.txt', { type: 'text/plain' })]));
      expect(hook).not.toHaveBeenCalled();
    });

    it('the paste event is emitted with the source', () => {
      const handler = jasmine.createSpy('paste');
      editor().on('paste', handler);
      editor().focus();
      paste(target(editor()), transfer({ 'text/plain': 'a\tb' }));
      expect(handler).toHaveBeenCalledTimes(1);
      expect(handler.calls.argsFor(0)[0].source).toBe('markdown');
    });

    it('in WYSIWYG every paste is emitted once, before the change it makes (HTML, blocks, markdown text, plain text)', async () => {
      editor().changeMode('wysiwyg', true);
      const log: string[] = [];
      editor().on('paste', (event) => log.push(`paste ${event.source}`));
      editor().on('change', () => log.push('change'));
      for (const data of [{ 'text/html': '<b>bold</b> word', 'text/plain': 'bold word' }, { 'text/html': '<p>one</p><p>two</p>', 'text/plain': 'one\n\ntwo' }, { 'text/plain': '# Head\n\ntext' }, { 'text/plain': 'xyz' }] as Record<string, string>[]) {
        log.length = 0;
        editor().focus();
        paste(target(editor()), transfer(data));
        await until(() => log.includes('change'));
        expect(log[0]).withContext(JSON.stringify(data)).toBe('paste wysiwyg');
        expect(log.filter((entry) => entry.startsWith('paste')).length).withContext(JSON.stringify(data)).toBe(1);
      }
    });
  });

  describe('clipboard-table helpers', () => {
    it('tableRowsOf reads tab-separated rows of one shape, trims cells, keeps empty cells', () => {
      expect(tableRowsOf(transfer({ 'text/plain': 'a\tb\n1\t2' }))).toEqual([['a', 'b'], ['1', '2']]);
      expect(tableRowsOf(transfer({ 'text/plain': ' a \tb\tc\r\n1\t\t\r\n' }))).toEqual([['a', 'b', 'c'], ['1', '', '']]);
    });

    it("tableRowsOf reads a spreadsheet's quoted cells, which may hold line breaks, tabs and quotes", () => {
      expect(tableRowsOf(transfer({ 'text/plain': 'Name\tNotes\nBob\t"multi\nline"\nAnn\t"say ""hi""\tthere"' }))).toEqual([
        ['Name', 'Notes'],
        ['Bob', 'multi\nline'],
        ['Ann', 'say "hi"\tthere'],
      ]);
    });

    it('tableRowsOf leaves text that is not a spreadsheet range: code indented with tabs, one line, rows of other shapes', () => {
      for (const text of [
        'func main() {\n\tfmt.Println("hi")\n}',
        'all:\n\tgcc -o app main.c',
        'hello\ttext',
        'a\tb\n1\t2\t3',
        'a\tb\n"open quote\t2',
      ]) {
        expect(tableRowsOf(transfer({ 'text/plain': text }))).withContext(JSON.stringify(text)).toBeNull();
      }
    });

    it('tableRowsOf takes an HTML table only when it is all the HTML shows (a table inside an article is part of it)', () => {
      const table = '<table><tr><td>a</td><td>b</td></tr></table>';
      expect(tableRowsOf(transfer({ 'text/html': `<meta charset="utf-8"><style>td { color: red }</style>${table}` }))).toEqual([['a', 'b']]);
      expect(tableRowsOf(transfer({ 'text/html': `<p>Intro</p>${table}<p>more text</p>`, 'text/plain': 'Intro\na\tb\nmore text' }))).toBeNull();
    });

    it('tableRowsOf returns null for text without tabs, for no data, and for a lone cell', () => {
      expect(tableRowsOf(transfer({ 'text/plain': 'just text\nmore' }))).toBeNull();
      expect(tableRowsOf(null)).toBeNull();
      expect(tableRowsOf(transfer({}))).toBeNull();
    });

    it('tableRowsOf reads a single HTML table, collapsing whitespace and padding rows', () => {
      const html = '<table><thead><tr><th> Name </th><th>Qty</th></tr></thead><tbody><tr><td>apple\n pie</td></tr></tbody></table>';
      expect(tableRowsOf(transfer({ 'text/html': html }))).toEqual([['Name', 'Qty'], ['apple pie', '']]);
    });

    it('tableRowsOf rejects nested and multiple tables', () => {
      const nested = '<table><tr><td><table><tr><td>in</td></tr></table></td><td>b</td></tr></table>';
      const two = '<table><tr><td>a</td><td>b</td></tr></table><table><tr><td>c</td><td>d</td></tr></table>';
      expect(tableRowsOf(transfer({ 'text/html': nested, 'text/plain': 'in\tb' }))).toBeNull();
      expect(tableRowsOf(transfer({ 'text/html': two }))).toBeNull();
    });

    it('tableRowsOf parses HTML inertly: <img onerror> never runs', async () => {
      const w = window as unknown as Record<string, unknown>;
      try {
        const html = '<table><tr><td><img src="x-nonexistent.png" onerror="window.__kitTablePwned = 1">a</td><td>b</td></tr></table>';
        expect(tableRowsOf(transfer({ 'text/html': html }))).toEqual([['a', 'b']]);
        await tick(200);
        expect(w['__kitTablePwned']).toBeUndefined();
      } finally {
        delete w['__kitTablePwned'];
      }
    });

    it('imageFileOf finds the first image file, ignoring others', () => {
      const image = pngFile('p.png');
      expect(imageFileOf(transfer({}, [new File(['t'], 't.txt', { type: 'text/plain' }), image]))!.name).toBe('p.png');
      expect(imageFileOf(transfer({ 'text/plain': 'x' }))).toBeNull();
      expect(imageFileOf(null)).toBeNull();
    });

    it('gfmTable writes a header, a separator and padded columns; pipes and backslashes escaped', () => {
      expect(gfmTable([['a', 'b'], ['1', '2']])).toBe('| a   | b   |\n| --- | --- |\n| 1   | 2   |');
      expect(gfmTable([['Name', 'x|y'], ['apple', 'c\\d']])).toBe('| Name  | x\\|y |\n| ----- | ---- |\n| apple | c\\\\d |');
      expect(gfmTable([['only']])).toBe('| only |\n| ---- |');
    });

    it('gfmTable output parses back to the same cells', () => {
      const rows = [['a|b', 'c\\'], ['1', '2|3']];
      const html = new DOMParser().parseFromString(htmlTable(rows), 'text/html');
      expect(Array.from(html.querySelectorAll('th, td')).map((c) => c.textContent)).toEqual(['a|b', 'c\\', '1', '2|3']);
      const markdown = gfmTable(rows);
      expect(markdown.split('\n').length).toBe(3);
      for (const line of markdown.split('\n')) expect(line.split(/(?<!\\)\|/).length).withContext(line).toBe(4);
    });

    it('gfmTable pads ragged rows to the widest row', () => {
      expect(gfmTable([['a', 'b'], ['1']])).toBe('| a   | b   |\n| --- | --- |\n| 1   |     |');
      expect(gfmTable([['a'], ['1', '2']])).toBe('| a   |     |\n| --- | --- |\n| 1   | 2   |');
    });

    it('gfmTable keeps a cell with a line break on its row', () => {
      const markdown = gfmTable([['a\nb', 'c'], ['1', '2']]);
      expect(markdown.split('\n').length).toBe(3);
    });

    it('htmlTable writes th in thead, td in tbody, with text escaped', () => {
      expect(htmlTable([['<b>', 'a & b'], ['1', '<img src=x onerror=alert(1)>']])).toBe(
        '<table><thead><tr><th>&lt;b&gt;</th><th>a &amp; b</th></tr></thead>' +
          '<tbody><tr><td>1</td><td>&lt;img src=x onerror=alert(1)&gt;</td></tr></tbody></table>',
      );
      expect(htmlTable([['h']])).toBe('<table><thead><tr><th>h</th></tr></thead><tbody></tbody></table>');
    });
  });
});
