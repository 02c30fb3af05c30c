import { StateEffect, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { syntaxTree, syntaxTreeAvailable } from '@codemirror/language';
import { useEditor, waitFor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { MARKDOWN_COMMANDS } from './markdown-commands';
import { markdownTable } from './markdown-inserts';
import { loadMarked, marked, pressKey, runMarkdownCommand } from './markdown-spec-helpers';

describe('MARKDOWN_COMMANDS', () => {
  const current = useEditor({ initialValue: '' });
  let markdown: KitMarkdownView;
  let view: EditorView;

  beforeEach(() => {
    markdown = current().getCurrentModeEditor() as KitMarkdownView;
    view = markdown.view;
  });

  /** Sets document and selection outside the history, as if the user had typed them long ago. */
  const load = (text: string) => loadMarked(view, text);

  /** Runs a markdown command directly on the markdown view. */
  const run = (name: string, ...args: unknown[]) => runMarkdownCommand(markdown, name, ...args);

  /** The transactions the view applies from now on. */
  function recordTransactions(): Transaction[] {
    const transactions: Transaction[] = [];
    view.dispatch({ effects: StateEffect.appendConfig.of(EditorView.updateListener.of((u) => transactions.push(...u.transactions))) });
    transactions.length = 0;
    return transactions;
  }

  it('lists the commands with their TOAST UI names and default shortcuts', () => {
    expect(MARKDOWN_COMMANDS.map((c) => c.name)).toEqual([
      'Bold', 'Italic', 'Strike', 'Code', 'CodeBlock', 'HR', 'Blockquote', 'UL', 'OL', 'Task',
      'Heading', 'Paragraph', 'AddLink', 'AddImage', 'Indent', 'Outdent', 'Table',
    ]);
    const keys = Object.fromEntries(MARKDOWN_COMMANDS.filter((c) => c.keyMap).map((c) => [c.name, c.keyMap]));
    expect(keys).toEqual({
      Bold: ['CTRL+B', 'META+B'], Italic: ['CTRL+I', 'META+I'], Strike: ['CTRL+S', 'META+S'],
      Code: ['SHIFT+CTRL+C', 'SHIFT+META+C'], CodeBlock: ['SHIFT+CTRL+P', 'SHIFT+META+P'], HR: ['CTRL+L', 'META+L'],
      Blockquote: ['ALT+Q', 'ALT+Q'], UL: ['CTRL+U', 'META+U'], OL: ['CTRL+O', 'META+O'], Task: ['ALT+T', 'ALT+T'],
    });
  });

  // [command, arguments, before, after]
  const cases: [string, unknown[], string, string][] = [
    // Inline marks
    ['Bold', [], 'a «b» c', 'a **«b»** c'],
    ['Bold', [], 'a **«b»** c', 'a «b» c'],
    ['Bold', [], 'a «**b**» c', 'a «b» c'],
    ['Bold', [], 'a __«b»__ c', 'a «b» c'],
    ['Bold', [], 'a ‸', 'a **‸**'],
    ['Bold', [], 'a **‸**', 'a ‸'],
    ['Bold', [], '«hello »world', '**«hello»** world'],
    ['Bold', [], '«a» and «b»', '**«a»** and **«b»**'],
    ['Bold', [], '«***b***»', '«*b*»'],
    ['Bold', [], '«**a** and **b**»', '«a and b»'],
    ['Bold', [], '**a«b»c**', '**a**«b»**c**'],
    // A part at either end of a bold run leaves it; the other part stays bold (no empty `****`).
    ['Bold', [], '**bo«ld»** text', '**bo**«ld» text'],
    ['Bold', [], '**«bo»ld**', '«bo»**ld**'],
    ['Bold', [], '__bo«ld»__', '**bo**«ld»'],
    ['Bold', [], '__one «two»__', '__one__ «two»'],
    ['Italic', [], '_it«al»ic_', '*it*«al»*ic*'],
    ['Italic', [], '***bo«ld»***', '***bo*«ld»**'],
    ['Bold', [], '***bo«ld»***', '***bo**«ld»*'],
    ['Bold', [], '**one «two»**', '**one** «two»'],
    ['Bold', [], '**«one» two**', '«one» **two**'],
    // A cursor inside a run unwraps it (at the end of its text it steps out: below).
    ['Bold', [], 'a **bo‸ld** c', 'a bo‸ld c'],
    ['Italic', [], '*it«al»ic*', '*it*«al»*ic*'],
    ['Italic', [], '*it«alic»*', '*it*«alic»'],
    ['Strike', [], '~~st«rike»~~', '~~st~~«rike»'],
    ['Italic', [], 'a «b» c', 'a *«b»* c'],
    ['Italic', [], 'a *«b»* c', 'a «b» c'],
    ['Italic', [], 'a «_b_» c', 'a «b» c'],
    ['Italic', [], '**«b»**', '***«b»***'],
    ['Italic', [], '***«b»***', '**«b»**'],
    ['Italic', [], '‸', '*‸*'],
    ['Italic', [], '«*a* and *b*»', '«a and b»'],
    ['Italic', [], '«**a *b* c**»', '«**a b c**»'],
    ['Strike', [], 'a «b» c', 'a ~~«b»~~ c'],
    ['Strike', [], 'a ~~«b»~~ c', 'a «b» c'],
    ['Strike', [], 'a «~~b~~» c', 'a «b» c'],
    // Over block markup or several blocks: each line's text on its own, past its markup.
    ['Bold', [], '«- first item\n»- second', '«- **first item**\n»- second'],
    ['Bold', [], '«# Head\npara»', '«# **Head**\n**para**»'],
    ['Bold', [], '«- a\n- b»', '«- **a**\n- **b**»'],
    ['Bold', [], '«- **a**\n- **b**»', '«- a\n- b»'],
    ['Italic', [], '«a\n\nb»', '«*a*\n\n*b*»'],
    ['Italic', [], '«*a*\n\n*b*»', '«a\n\nb»'],
    ['Bold', [], '«> 1. [ ] task\n> ## Title ##»', '«> 1. [ ] **task**\n> ## **Title** ##»'],
    ['Bold', [], '«a\n\n---\n\nb»', '«**a**\n\n---\n\n**b**»'],
    ['Strike', [], '- it«em one\n- item» two', '- it«~~em one~~\n- ~~item~~» two'],
    // In code, marks are text: nothing is written.
    ['Bold', [], '```\nco«de»\n```', '```\nco«de»\n```'],
    ['Italic', [], 'a `co‸de` b', 'a `co‸de` b'],
    ['Code', [], 'a `«code»` b', 'a «code» b'],
    // Code and raw HTML stay as they are; a table row is marked cell by cell.
    ['Bold', [], '«para\n```\ncode\n```»', '«**para**\n```\ncode\n```»'],
    ['Bold', [], '«para\n\n    indented code»', '«**para**\n\n    indented code»'],
    ['Italic', [], '«para\n\n| a | b |\n| - | - |\n| 1 | 2 |»', '«*para*\n\n| *a* | *b* |\n| - | - |\n| *1* | *2* |»'],
    ['Bold', [], '| a | b |\n| - | - |\n| «1 | 2» |', '| a | b |\n| - | - |\n| «**1** | **2**» |'],
    ['Bold', [], '| a |\n| - |\n| «1 \\| 2» |', '| a |\n| - |\n| **«1 \\| 2»** |'],
    ['Code', [], 'a «b» c', 'a `«b»` c'],
    ['Code', [], 'a `«b»` c', 'a «b» c'],
    ['Code', [], 'a «`b`» c', 'a «b» c'],
    ['Code', [], 'a «x`y» c', 'a ``«x`y»`` c'],
    ['Code', [], 'a ``«x`y»`` c', 'a «x`y» c'],
    ['Code', [], '«`x»', '`` «`x» ``'],
    ['Code', [], '`` «`x» ``', '«`x»'],
    ['Code', [], '«`` `x ``»', '«`x»'],
    ['Code', [], '«`a` and `b`»', '«a and b»'],
    // CodeBlock
    ['CodeBlock', [], 'a\n«b\nc»\nd', 'a\n```\n«b\nc»\n```\nd'],
    ['CodeBlock', [], 'a\nb«b\nc»c\nd', 'a\n```\nb«b\nc»c\n```\nd'],
    ['CodeBlock', ['js'], '«x = 1»', '```js\n«x = 1»\n```'],
    ['CodeBlock', [], '‸', '```\n‸\n```'],
    ['CodeBlock', ['ts'], 'text‸', 'text\n\n```ts\n‸\n```'],
    ['CodeBlock', [], 'text‸\nmore', 'text\n\n```\n‸\n```\n\nmore'],
    ['CodeBlock', [], '«```\nx\n```»', '````\n«```\nx\n```»\n````'],
    ['CodeBlock', [], '* item\n  «code»', '* item\n  ```\n  «code»\n  ```'],
    // ... and inside a fenced block it removes the fences, keeping the code (a toggle, never nested fences).
    ['CodeBlock', [], '```\nx‸\n```', 'x‸'],
    ['CodeBlock', ['js'], 'a\n\n```js\n«x\ny»\n```\n\nb', 'a\n\n«x\ny»\n\nb'],
    ['CodeBlock', [], '‸```\nx\n```', '‸x'],
    ['CodeBlock', [], '```\nx\n```‸', 'x‸'],
    ['CodeBlock', [], '```\n‸\n```', '‸'],
    ['CodeBlock', [], '~~~\nx‸\n~~~', 'x‸'],
    ['CodeBlock', [], '```\nx‸', 'x‸'],
    ['CodeBlock', [], '> ```\n> x‸\n> ```', '> x‸'],
    ['CodeBlock', [], '* item\n  ```\n  code‸\n  ```', '* item\n\n  code‸'],
    ['CodeBlock', [], '* ```\n  code‸\n  ```', '* \n  code‸'],
    // ... a selection that starts or ends inside a fenced block makes one block of the block and the
    // selected lines, as in WYSIWYG (its fences move; never a fence inside code).
    ['CodeBlock', [], '```js\nx = «1\n```\n\nmore»', '```js\nx = «1\n\nmore»\n```'],
    ['CodeBlock', [], '«intro\n\n```\nco»de\n```', '```\n«intro\n\nco»de\n```'],
    ['CodeBlock', [], '«text\n```py\nx»\n```', '```py\n«text\nx»\n```'],
    ['CodeBlock', [], '```\na«\n```\n\ntext\n\n```\nb»\n```', '```\na«\n\ntext\n\nb»\n```'],
    ['CodeBlock', [], '```\na\n``«`\ntext»', '```\na«\ntext»\n```'],
    ['CodeBlock', ['py'], '~~~\nx«\n~~~\ny»', '~~~py\nx«\ny»\n~~~'],
    ['CodeBlock', [], '````\n```\nin«\n````\nafter»', '````\n```\nin«\nafter»\n````'],
    ['CodeBlock', [], '> ```\n> a«\n> ```\n> b»', '> ```\n> a«\n> b»\n> ```'],
    ['CodeBlock', [], '```\na«\n```\nb»\n\n```\nc‸\n```', '```\na«\nb»\n```\n\nc‸'],
    // ... a selection of text and whole fenced blocks (fence to fence) is wrapped as text, as before.
    ['CodeBlock', [], '«a\n\n```\nx\n```»', '````\n«a\n\n```\nx\n```»\n````'],
    // ... in an indented code block it removes the indentation that makes it code (a toggle too)...
    ['CodeBlock', [], 'para\n\n    co‸de\n    more', 'para\n\nco‸de\nmore'],
    ['CodeBlock', [], '    «a\n        b\n\n    c»', '«a\n    b\n\nc»'],
    ['CodeBlock', [], '‸\tcode', '‸code'],
    ['CodeBlock', [], '* item\n\n      co‸de', '* item\n\n  co‸de'],
    ['CodeBlock', [], '> x\n>\n>     co‸de\n>     more', '> x\n>\n> co‸de\n> more'],
    // ... and with lines outside it, makes one fenced block of them.
    ['CodeBlock', [], 'para\n\n    co«de\n\nmore»', 'para\n\n```\nco«de\n\nmore»\n```'],
    ['CodeBlock', [], '«para\n\n    co»de', '```\n«para\n\nco»de\n```'],
    // HR
    ['HR', [], 'a‸', 'a\n\n***\n‸'],
    ['HR', [], 'a‸\nb', 'a\n\n***\n‸\nb'],
    ['HR', [], 'a\n‸\nb', 'a\n\n***\n‸\nb'],
    ['HR', [], '‸', '***\n‸'],
    ['HR', [], 'a‸\n\nb', 'a\n\n***\n‸\nb'],
    // Blockquote
    ['Blockquote', [], 'a‸', '> a‸'],
    ['Blockquote', [], '‸', '> ‸'],
    ['Blockquote', [], '«a\n\nb»', '> «a\n>\n> b»'],
    ['Blockquote', [], '> «a\n>\n> b»', '«a\n\nb»'],
    // `b` continues the quote's paragraph lazily, so it is quoted too: the quote comes off both.
    ['Blockquote', [], '> «a\nb»', '«a\nb»'],
    ['Blockquote', [], '«a\n»b', '> «a\n»b'],
    ['Blockquote', [], '«a» «b»\n‸c', '> «a» «b»\n> ‸c'],
    // Lists
    ['UL', [], '«a\nb»', '* «a\n* b»'],
    // Items taken out of their list stay apart: each is a paragraph (see markdown-paragraph-splits.spec.ts).
    ['UL', [], '* «a\n* b»', '«a\n\nb»'],
    ['UL', [], '- «a\n- b»', '«a\n\nb»'],
    ['UL', [], '‸', '* ‸'],
    ['UL', [], '«a\n\nb»', '* «a\n\n* b»'],
    ['UL', [], '«1. a\n   1. b»', '«* a\n  * b»'],
    ['UL', [], '- «a\n2. b»', '- «a\n- b»'],
    ['UL', [], '«a\n- b»', '- «a\n- b»'],
    ['UL', [], '+ x\n«a»', '+ x\n+ «a»'],
    ['UL', [], '«* [x] a»', '«* a»'],
    ['UL', [], '«* a\n  more»', '«a\nmore»'],
    ['UL', [], '«1. a\n   more»', '«* a\n  more»'],
    ['UL', [], '> «a\n> b»', '> * «a\n> * b»'],
    ['UL', [], '  «a»', '  * «a»'],
    ['UL', [], '«***\na»', '«***\n* a»'],
    ['OL', [], '«a\nb\nc»', '1. «a\n2. b\n3. c»'],
    ['OL', [], '«1. a\n2. b»', '«a\n\nb»'],
    ['OL', [], '1. x\n«a\nb»', '1. x\n2. «a\n3. b»'],
    ['OL', [], '«* a\n  * b\n* c»', '«1. a\n   1. b\n2. c»'],
    ['OL', [], '«1. a\n* b\n7. c»', '«1. a\n2. b\n3. c»'],
    ['OL', [], '«1) a\nb»', '«1) a\n2) b»'],
    ['OL', [], '«1. a\n1) b\nc»', '«1. a\n2. b\n3. c»'],
    ['Task', [], '«a\n* b\n1. c»', '* [ ] «a\n* [ ] b\n* [ ] c»'],
    ['Task', [], '«* [ ] a\n- [x] b»', '«a\n\nb»'],
    ['Task', [], '«- [x] a\nb»', '«- [x] a\n- [ ] b»'],
    ['Task', [], '‸', '* [ ] ‸'],
    // Numbered items keep their numbers (GFM's ordered tasks), as WYSIWYG's Task does.
    ['Task', [], '«1. a\n2. b»', '«1. [ ] a\n2. [ ] b»'],
    ['Task', [], '3) a‸', '3) [ ] a‸'],
    ['Task', [], '«1. [ ] a\n2. [x] b»', '«a\n\nb»'],
    // Heading / Paragraph
    ['Heading', [2], 'a‸', '## a‸'],
    ['Heading', [1], '### a‸', '# a‸'],
    ['Heading', [6], '#a‸', '###### #a‸'],
    ['Heading', [3], '«a\n\nb»', '### «a\n\n### b»'],
    ['Heading', [2], '‸', '## ‸'],
    ['Heading', [2], '> * a‸', '> * ## a‸'],
    ['Paragraph', [], '«# a\n> b\n* c\n1. d\n- [ ] e\n> * ## f»', '«a\n\nb\n\nc\n\nd\n\ne\n\nf»'],
    ['Paragraph', [], '## a ##‸', 'a‸'],
    ['Paragraph', [], '«***\n# a»', '«***\na»'],
    ['Paragraph', [], '*emphasis*‸', '*emphasis*‸'],
    // Links and images
    ['AddLink', [{ linkText: 'kit', url: 'https://example.com' }], 'see «here»', 'see [kit](https://example.com)‸'],
    ['AddLink', [{ linkText: 'a [b]', url: 'http://x.y/a b(c)' }], '‸', '[a \\[b\\]](http://x.y/a%20b%28c%29)‸'],
    ['AddLink', [{ linkText: 'end\\', url: 'u' }], '‸', '[end\\\\](u)‸'],
    ['AddLink', [{ linkText: 'x\\[', url: 'u' }], '‸', '[x\\[](u)‸'],
    // Given text is plain text: `<T>` is no HTML tag (it was lost from the preview and getHtml()).
    ['AddLink', [{ linkText: 'Vector<T> docs', url: 'https://e.x/' }], '‸', '[Vector\\<T\\> docs](https://e.x/)‸'],
    ['AddLink', [{ linkText: 'a\\<b', url: 'u' }], '‸', '[a\\<b](u)‸'],
    ['AddLink', [{ url: 'https://x.org' }], 'see «<b>here</b>»', 'see [<b>here</b>](https://x.org)‸'],
    // The link popup gives the selection back as the text: it stays the selection's markdown.
    ['AddLink', [{ linkText: '<kbd>Ctrl</kbd>', url: 'https://e.x/' }], 'press «<kbd>Ctrl</kbd>» now', 'press [<kbd>Ctrl</kbd>](https://e.x/)‸ now'],
    // A link's text linked again replaces the link (a link in a link is none), as WYSIWYG does.
    ['AddLink', [{ linkText: 'the docs', url: 'https://b.com/' }], 'see [«the docs»](https://a.com/x) here', 'see [the docs](https://b.com/)‸ here'],
    // A selection holding a whole link, given back as the text (the popup does): the old link's text, no link in a link.
    ['AddLink', [{ linkText: '[old](http://o/)', url: 'http://new/' }], '«[old](http://o/)» z', '[old](http://new/)‸ z'],
    ['AddLink', [{ url: 'http://new/' }], '«a [old](http://o/) b»', '[a old b](http://new/)‸'],
    // In code a link is text: nothing is written (verify14: `[code](u)` inside a code span).
    ['AddLink', [{ url: 'http://u/' }], 'x `c«od»e` y', 'x `c«od»e` y'],
    ['AddImage', [{ imageUrl: 'http://u/i.png' }], '```\nco‸de\n```', '```\nco‸de\n```'],
    ['AddLink', [{ url: 'http://u/' }], 'x «`code`» y', 'x [`code`](http://u/)‸ y'],
    // verify15: nor where one end is in code (the brackets split the span or the fence).
    ['AddLink', [{ url: 'http://u/' }], '«x `co»de` y', '«x `co»de` y'],
    ['AddLink', [{ url: 'http://u/' }], 'pa«ra\n```\nco»de\n```', 'pa«ra\n```\nco»de\n```'],
    ['AddLink', [{ url: 'http://new/' }], '«see [r] now»\n\n- [r]: http://ref.example', '[see r now](http://new/)‸\n\n- [r]: http://ref.example'],
    // A code span in the text stays as it is (verify15: `\[b\]` was written inside it, which code shows).
    ['AddLink', [{ url: 'http://u/' }], '«a `[b]` c»', '[a `[b]` c](http://u/)‸'],
    // Brackets that are no link stay (verify14: `a [b]` became `[a b](u)`); a defined reference is a link.
    ['AddLink', [{ url: 'http://new/' }], '«a [b]» c', '[a \\[b\\]](http://new/)‸ c'],
    ['AddLink', [{ url: 'http://new/' }], '«a [b][]» c\n\n[B]: http://o/', '[a b](http://new/)‸ c\n\n[B]: http://o/'],
    ['AddLink', [{ url: 'http://new/' }], '«a [b][r]» c\n\n> [r]: http://o/', '[a b](http://new/)‸ c\n\n> [r]: http://o/'],
    // An autolink becomes its URL; an image stays (a linked image).
    ['AddLink', [{ url: 'http://new/' }], '«see <http://auto.example/> now»', '[see http://auto.example/ now](http://new/)‸'],
    ['AddLink', [{ url: 'http://new/' }], '«![alt](i.png) pic»', '[![alt](i.png) pic](http://new/)‸'],
    ['AddImage', [{ altText: '<img src=x>', imageUrl: 'https://e.x/i.png' }], '‸', '![\\<img src=x\\>](https://e.x/i.png)‸'],
    ['AddLink', [{ url: 'https://example.com' }], 'see «here»', 'see [here](https://example.com)‸'],
    ['AddLink', [{ url: 'https://x.org' }], 'hello «world »again', 'hello [world](https://x.org)‸ again'],
    ['AddLink', [{ linkText: 'world', url: 'https://x.org' }], 'hello« world» again', 'hello [world](https://x.org)‸ again'],
    ['AddImage', [{ imageUrl: 'https://x.org/i.png' }], 'hello «pic »again', 'hello ![pic](https://x.org/i.png)‸ again'],
    ['AddLink', [{ url: 'https://example.com' }], '‸', '[https://example.com](https://example.com)‸'],
    ['AddImage', [{ imageUrl: 'img.png', altText: 'a cat' }], 'x ‸', 'x ![a cat](img.png)‸'],
    ['AddImage', [{ imageUrl: 'my img.png' }], '‸', '![](my%20img.png)‸'],
    // A description is plain text (an alt text holds no formatting), escaped as WYSIWYG writes it.
    ['AddImage', [{ imageUrl: 'i.png', altText: '2*3*4 = 24, a `tick`, **not bold**, a_b, ~x~, &copy;' }], '‸', '![2\\*3\\*4 = 24, a \\`tick\\`, \\*\\*not bold\\*\\*, a\\_b, \\~x\\~, &amp;copy;](i.png)‸'],
    // In a table row a `|` would end the cell: escaped in the text, encoded in the URL.
    ['AddImage', [{ imageUrl: 'http://x/c.png?a|b', altText: 'Sales | Q1' }], '| h |\n| - |\n| c1‸ |', '| h |\n| - |\n| c1![Sales \\| Q1](http://x/c.png?a%7Cb)‸ |'],
    ['AddLink', [{ url: 'http://x/', linkText: 'a | b' }], '| h |\n| - |\n| c1‸ |', '| h |\n| - |\n| c1[a \\| b](http://x/)‸ |'],
    ['AddLink', [{ url: 'http://x/', linkText: 'a | b' }], 'not a table ‸', 'not a table [a | b](http://x/)‸'],
    // Indent / Outdent
    ['Indent', [], '* a\n* b‸', '* a\n  * b‸'],
    ['Outdent', [], '* a\n  * b‸', '* a\n* b‸'],
    ['Indent', [], '1. a\n2. b‸', '1. a\n   1. b‸'],
    ['Outdent', [], '1. a\n   1. b‸', '1. a\n2. b‸'],
    // Ordered lists count again after a move: the nested list from 1, the rest of the list on.
    ['Indent', [], '1. one\n2. ‸two\n3. three', '1. one\n   1. ‸two\n2. three'],
    ['Indent', [], '1. a\n«2. b\n3. c»\n4. d', '1. a\n   «1. b\n   2. c»\n2. d'],
    ['Indent', [], '1. a\n   1. x\n2. ‸b', '1. a\n   1. x\n   2. ‸b'],
    ['Outdent', [], '1. a\n   1. x\n   2. ‸b\n2. c', '1. a\n   1. x\n2. ‸b\n3. c'],
    ['Indent', [], '3. a\n4. ‸b\n5. c', '3. a\n   1. ‸b\n4. c'],
    ['Indent', [], '- [ ] a\n- [ ] b‸', '- [ ] a\n  - [ ] b‸'],
    ['Indent', [], '* a\n* b‸\n  * c\n* d', '* a\n  * b‸\n    * c\n* d'],
    ['Indent', [], '* a\n«* b\n* c»', '* a\n  «* b\n  * c»'],
    ['Outdent', [], '* a\n  * b‸\n    * c', '* a\n* b‸\n  * c'],
    ['Outdent', [], '> * a\n>   * b‸', '> * a\n> * b‸'],
    ['Indent', [], '* a\n* b\n  text‸', '* a\n  * b\n    text‸'],
    // Markdown has no indented paragraph (4 spaces make text code): Indent leaves text alone, and indents code.
    ['Indent', [], 'a‸', 'a‸'],
    ['Indent', [], '«a\nb»', '«a\nb»'],
    ['Indent', [], '```\ncode‸\n```', '```\n    code‸\n```'],
    ['Indent', [], '```\n«a\nb»\n```', '```\n    «a\n    b»\n```'],
    ['Indent', [], '    code‸', '        code‸'],
    ['Outdent', [], '      a‸', '  a‸'],
    // A setext heading's underline is its markup: block commands take it off with the heading.
    ['Paragraph', [], 'Title‸\n=====', 'Title‸'],
    ['Heading', [2], 'Title‸\n=====\n\nnext', '## Title‸\n\nnext'],
    ['Blockquote', [], 'Title‸\n=====', '> Title‸'],
    ['UL', [], 'Title‸\n-----', '* Title‸'],
    ['Task', [], 'intro\n\nTi‸tle\n---\n\nmore', 'intro\n\n* [ ] Ti‸tle\n\nmore'],
    // A task box is text, not marker: nested items stay where they are.
    ['Task', [], '«- buy milk\n  - two litres\n- call Bob»', '«- [ ] buy milk\n  - [ ] two litres\n- [ ] call Bob»'],
    ['Task', [], '«- [ ] buy milk\n  - [ ] two litres\n- [ ] call Bob»', '«buy milk\n\ntwo litres\n\ncall Bob»'],
    ['Task', [], '«1. a\n   1. b»', '«1. [ ] a\n   1. [ ] b»'],
    ['UL', [], '«- [ ] a\n  - [ ] b»', '«- a\n  - b»'],
    // In a table row, block commands that a cell cannot hold do nothing; a quote takes the whole table.
    ['UL', [], '| a | b |\n| - | - |\n| 1 | 2‸ |', '| a | b |\n| - | - |\n| 1 | 2‸ |'],
    ['OL', [], '| a | b |\n| - | - |\n| 1 | 2‸ |', '| a | b |\n| - | - |\n| 1 | 2‸ |'],
    ['Task', [], '| a‸ | b |\n| - | - |', '| a‸ | b |\n| - | - |'],
    ['Heading', [2], '| a | b |\n| - | - |\n| 1 | 2‸ |', '| a | b |\n| - | - |\n| 1 | 2‸ |'],
    ['Paragraph', [], '> | a | b |\n> | - | - |\n> | 1 | 2‸ |', '> | a | b |\n> | - | - |\n> | 1 | 2‸ |'],
    ['Blockquote', [], 'x\n\n| a | b |\n| - | - |\n| 1 | 2‸ |', 'x\n\n> | a | b |\n> | - | - |\n> | 1 | 2‸ |'],
    ['UL', [], 'x‸\n\n| a |\n| - |', '* x‸\n\n| a |\n| - |'],
    // So on a line of fenced code: no markup is written into the code; a quote takes the whole block.
    ['UL', [], '```\nco‸de\n```', '```\nco‸de\n```'],
    ['Heading', [1], '```js\nx‸\n```', '```js\nx‸\n```'],
    ['Blockquote', [], 'a\n\n```\nco‸de\n```', 'a\n\n> ```\n> co‸de\n> ```'],
    // Table
    ['Table', [2, 3], '‸', '| ‸    |     |\n| --- | --- |\n|     |     |\n|     |     |'],
    ['Table', [2, 2, ['Name', 'Qty', 'apple', '3']], '‸', '| ‸Name  | Qty |\n| ----- | --- |\n| apple | 3   |'],
    ['Table', [1, 1], 'text‸\nmore', 'text\n\n| ‸    |\n| --- |\n\nmore'],
    ['Table', [2, 2, ['a|b', 'c\nd', 'e\\|f']], '‸', '| ‸a\\|b | c d |\n| ---- | --- |\n| e\\|f |     |'],
  ];

  it('AddLink and AddImage refuse URLs the sanitizer removes, naming them, and change nothing (as in WYSIWYG)', () => {
    load('x‸');
    expect(() => run('AddLink', { url: 'javascript:void(0)', linkText: 'docs' })).toThrowError(/AddLink: the url "javascript:void\(0\)" is one the sanitizer removes/);
    expect(() => run('AddImage', { imageUrl: 'data:text/html,hi', altText: 'chart' })).toThrowError(/AddImage: the imageUrl/);
    expect(() => run('AddLink', { url: ' JaVa\tScript:x', linkText: 'y' })).toThrowError(/AddLink/);
    expect(marked(view)).toBe('x‸');
  });

  it('at the end of a marked run\'s text the cursor steps out past its closing delimiter, changing no text (Ctrl+B, type, Ctrl+B, type)', () => {
    const steps: [string, string, string][] = [
      ['Bold', 'ab**x‸** c', 'ab**x**‸ c'],
      ['Italic', 'ab*x‸*', 'ab*x*‸'],
      ['Strike', '~~x‸~~ y', '~~x~~‸ y'],
      ['Code', '`x‸` y', '`x`‸ y'],
    ];
    for (const [name, before, after] of steps) {
      load(before);
      const change = jasmine.createSpy('change');
      current().on('change', change);
      run(name);
      expect(marked(view)).withContext(name).toBe(after);
      expect(change).not.toHaveBeenCalled();
      current().off('change');
    }
    load('ab‸');
    run('Bold');
    view.dispatch(view.state.replaceSelection('x'));
    run('Bold');
    view.dispatch(view.state.replaceSelection(' y'));
    expect(view.state.doc.toString()).toBe('ab**x** y');
  });

  for (const [name, args, before, after] of cases) {
    describe(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')}) on ${JSON.stringify(before)}`, () => {
      it(`gives ${JSON.stringify(after)}`, () => {
        load(before);
        run(name, ...args);
        expect(marked(view)).toBe(after);
      });

      if (before !== after) {
        it('is one user edit: one change event, one transaction, one undo step', () => {
          load(before);
          const change = jasmine.createSpy('change');
          current().on('change', change);
          const transactions = recordTransactions();
          run(name, ...args);
          expect(change).toHaveBeenCalledTimes(1);
          expect(transactions.length).toBe(1);
          expect(transactions[0].isUserEvent('input')).withContext('userEvent').toBeTrue();
          expect(transactions[0].scrollIntoView).withContext('scrollIntoView').toBeTrue();
          expect(undo(view)).toBeTrue();
          expect(marked(view)).toBe(before);
          expect(undo(view)).toBeFalse();
        });
      }
    });
  }

  it('CodeBlock finds the fence around the cursor in code parsed in its own language too', async () => {
    load('```js\nlet x‸ = 1;\n```');
    // The code languages load once the document has a fence; then the code has a tree of its own.
    const inner = () => syntaxTree(view.state).resolveInner(view.state.selection.main.head, -1).name;
    await waitFor(() => inner() !== 'CodeText');
    run('CodeBlock');
    expect(marked(view)).toBe('let x‸ = 1;');
  });

  it('CodeBlock finds the end of a block that goes on past what the editor has parsed so far', () => {
    const code = 'code\n'.repeat(480000); // 2.4 MB: more than a fast machine parses before the first check
    load(`~~~\na«\n~~~\n\n\`\`\`\nb»\n${code}\`\`\`\nafter`);
    expect(syntaxTreeAvailable(view.state)).withContext('a long document is parsed step by step').toBeFalse();
    run('CodeBlock');
    // The fence kept from the first block (~~~) closes the merged one, in place of ``` far below.
    expect(marked(view)).toBe(`~~~\na«\n\nb»\n${code}~~~\nafter`);
  });

  it('undoes two commands in a row one at a time', () => {
    load('«a»');
    run('Bold');
    run('UL');
    expect(marked(view)).toBe('* **«a»**');
    undo(view);
    expect(marked(view)).toBe('**«a»**');
    undo(view);
    expect(marked(view)).toBe('«a»');
  });

  it('a line command keeps the selected text selected, not the marker it put before it', () => {
    for (const [line, inline, expected] of [
      ['UL', 'Bold', '* **«hello world»**'],
      ['Blockquote', 'Italic', '> *«hello world»*'],
      ['OL', 'Bold', '1. **«hello world»**'],
      ['Task', 'Strike', '* [ ] ~~«hello world»~~'],
    ]) {
      load('«hello world»');
      run(line);
      run(inline);
      expect(marked(view)).withContext(`${line}, then ${inline}`).toBe(expected);
    }
    load('«hello world»');
    run('UL');
    view.dispatch(view.state.replaceSelection('new text'));
    expect(view.state.doc.toString()).toBe('* new text');
  });

  it('fires no change for a command that changes nothing', () => {
    const change = jasmine.createSpy('change');
    current().on('change', change);
    load('* a‸');
    change.calls.reset();
    run('Indent'); // a first item has nothing to nest under
    expect(change).not.toHaveBeenCalled();
    expect(marked(view)).toBe('* a‸');
    load('plain‸');
    change.calls.reset();
    run('Paragraph');
    expect(change).not.toHaveBeenCalled();
    expect(marked(view)).toBe('plain‸');
  });

  it('does nothing in a read-only editor', () => {
    load('«a»');
    markdown.setReadOnly(true);
    const args: Record<string, unknown[]> = { Heading: [2], AddLink: [{ url: 'u' }], AddImage: [{ imageUrl: 'u' }], Table: [2, 2] };
    for (const command of MARKDOWN_COMMANDS) run(command.name, ...(args[command.name] ?? []));
    expect(marked(view)).toBe('«a»');
  });

  it('produces links, images and tables the markdown parser reads as one node', () => {
    load('‸');
    run('AddLink', { linkText: 'a [b] (c)', url: 'http://x.y/a b(c)' });
    const nodes: string[] = [];
    syntaxTree(view.state).iterate({ enter: (node) => void nodes.push(node.name) });
    expect(nodes.filter((name) => name === 'Link').length).toBe(1);
    expect(nodes).not.toContain('Image');

    load('‸');
    run('Table', 3, 3);
    const tree = syntaxTree(view.state);
    expect(tree.topNode.firstChild?.name).toBe('Table');
    expect(tree.topNode.firstChild?.to).toBe(view.state.doc.length);
  });

  it('lines table columns up', () => {
    expect(markdownTable(3, 2, ['a', 'bbbbb', 'c', 'dd'])).toBe(
      ['| a   | bbbbb | c   |', '| --- | ----- | --- |', '| dd  |       |     |'].join('\n'),
    );
  });

  describe('argument errors', () => {
    beforeEach(() => load('a‸'));

    for (const level of [0, 7, 1.5, '2', undefined, null]) {
      it(`Heading(${JSON.stringify(level)}) throws naming the value`, () => {
        const shown = level === '2' ? '"2"' : String(level);
        expect(() => run('Heading', level)).toThrowError(`Heading level must be an integer from 1 to 6, got ${shown}.`);
        expect(marked(view)).toBe('a‸');
      });
    }

    it('AddLink without a url throws naming url', () => {
      expect(() => run('AddLink', { linkText: 'x' })).toThrowError(/AddLink needs url, a non-empty string, got undefined/);
      expect(() => run('AddLink', { linkText: 'x', url: ' ' })).toThrowError(/AddLink needs url/);
      expect(() => run('AddLink')).toThrowError(/AddLink needs \{linkText, url\}, got undefined/);
      expect(() => run('AddLink', { url: 'u', linkText: 3 })).toThrowError(/linkText to be a string, got 3/);
      expect(marked(view)).toBe('a‸');
    });

    it('AddImage without an imageUrl throws naming imageUrl', () => {
      expect(() => run('AddImage', { altText: 'x' })).toThrowError(/AddImage needs imageUrl, a non-empty string, got undefined/);
      expect(() => run('AddImage', 'img.png')).toThrowError(/AddImage needs \{altText, imageUrl\}, got "img.png"/);
    });

    it('Table with bad sizes or data throws naming the value', () => {
      expect(() => run('Table', 0, 2)).toThrowError(/Table cols must be a positive integer, got 0/);
      expect(() => run('Table', 2, 1.5)).toThrowError(/Table rows must be a positive integer, got 1.5/);
      expect(() => run('Table', 2, '3')).toThrowError(/Table rows must be a positive integer, got "3"/);
      expect(() => run('Table')).toThrowError(/Table cols must be a positive integer, got undefined/);
      expect(() => run('Table', 2, 2, 'cells')).toThrowError(/Table data must be an array of strings, got "cells"/);
      expect(() => run('Table', 2, 2, [1, 2])).toThrowError(/Table data must be an array of strings, got \[1,2\]/);
      expect(marked(view)).toBe('a‸');
    });

    it('CodeBlock with a bad language throws naming the value', () => {
      expect(() => run('CodeBlock', 'a`b')).toThrowError(/CodeBlock language must be .*, got "a`b"/);
      expect(() => run('CodeBlock', 42)).toThrowError(/got 42/);
      expect(marked(view)).toBe('a‸');
    });
  });

  describe('editing keys', () => {
    const press = (key: string, init: KeyboardEventInit = {}) => pressKey(view, key, init);

    const keys: [string, KeyboardEventInit, string, string][] = [
      ['Enter', {}, '* a‸', '* a\n* ‸'],
      ['Enter', {}, '- [x] done‸', '- [x] done\n- [ ] ‸'],
      // Ordered tasks go on as tasks (CodeMirror carries boxes in bullet lists only), and an empty one ends the list.
      ['Enter', {}, '1. [ ] a\n2. [x] b‸', '1. [ ] a\n2. [x] b\n3. [ ] ‸'],
      ['Enter', {}, '1) [ ] a‸', '1) [ ] a\n2) [ ] ‸'],
      ['Enter', {}, '1. [ ] a\n2. [ ] ‸', '1. [ ] a\n\n‸'],
      // verify14: in the middle of the text the box was dropped (`2. bc`, CodeMirror's rule).
      ['Enter', {}, '1. [ ] a‸bc\n2. [x] d', '1. [ ] a\n2. [ ] ‸bc\n3. [x] d'],
      ['Enter', {}, '> 3) [x] ‸abc', '> 3) [x]\n> 4) [ ] ‸abc'],
      // verify11: the box alone (as WYSIWYG writes an empty task) is an empty task too: it went on as "- ".
      ['Enter', {}, '- [ ] a\n- [ ]‸', '- [ ] a\n\n‸'],
      ['Enter', {}, '> - [x] a\n> - [x]‸', '> - [x] a\n>\n> ‸'],
      ['Enter', {}, '- top\n  1. [ ] a\n  2. [ ] ‸', '- top\n  1. [ ] a\n- ‸'],
      ['Enter', {}, '> a‸', '> a\n> ‸'],
      // An empty item ends the list; below an item's text the emptied line stays blank, so what is
      // typed next is a paragraph, not a lazy continuation of the item.
      ['Enter', {}, '* a\n* ‸', '* a\n\n‸'],
      ['Enter', {}, '1. a\n2. ‸', '1. a\n\n‸'],
      ['Enter', {}, '- [ ] a\n- [ ] ‸', '- [ ] a\n\n‸'],
      // In the middle of a list, a blank line below too: '2. b' after a paragraph would be its text.
      ['Enter', {}, '* a\n* ‸\n* b', '* a\n\n‸\n\n* b'],
      ['Enter', {}, '1. a\n2. ‸\n3. b', '1. a\n\n‸\n\n2. b'],
      ['Enter', {}, '> 1. a\n> 2. ‸\n> 3. b', '> 1. a\n>\n> ‸\n>\n> 2. b'],
      ['Enter', {}, '* a\n\n* ‸', '* a\n\n‸'],
      ['Enter', {}, '* ‸', '‸'],
      ['Enter', {}, '1. a‸\n2. b', '1. a\n2. ‸\n3. b'],
      ['Enter', {}, '  * a\n    1. b‸', '  * a\n    1. b\n    2. ‸'],
      ['Enter', {}, 'plain‸', 'plain\n‸'],
      // An empty quote line ends the quote at once; below quoted text it stays as a blank line, so
      // what is typed next is not a lazy continuation of the quote.
      ['Enter', {}, '> a\n> ‸', '> a\n\n‸'],
      ['Enter', {}, '> ‸', '‸'],
      ['Enter', {}, '> a\n> ‸\n> b', '> a\n\n‸\n> b'],
      ['Enter', {}, '> > a\n> > ‸', '> > a\n>\n> ‸'],
      ['Enter', {}, '* > a\n  > ‸', '* > a\n\n  ‸'],
      ['Enter', {}, '* > ‸', '* ‸'],
      ['Enter', {}, '> * a\n> * ‸', '> * a\n>\n> ‸'],
      ['Enter', {}, '> a\n>\n> ‸', '> a\n>\n‸'],
      // An empty nested item goes up one level (CodeMirror's own rule).
      ['Enter', {}, '- a\n  - ‸', '- a\n- ‸'],
      ['Enter', {}, '1. a\n   1. ‸', '1. a\n2. ‸'],
      ['Enter', {}, '- a\n  - [ ] ‸', '- a\n- ‸'],
      ['Enter', {}, '> - a\n>   - ‸', '> - a\n> - ‸'],
      ['Backspace', {}, '> ‸', '‸'],
      ['Backspace', {}, '* a\n* ‸', '* a\n  ‸'],
      ['Backspace', {}, 'ab‸', 'a‸'],
      // Ordered tasks lose their markup as bullet tasks do (power-user QA: the box became text, `1. [ ]first`).
      ['Backspace', {}, '- [ ] ‸first', '‸first'],
      // The item left is numbered from the list's first number (`2.` after a paragraph would be its text).
      ['Backspace', {}, '1. [ ] ‸first\n2. [x] second', '‸first\n1. [x] second'],
      ['Backspace', {}, '1. [ ] a\n2. [x] ‸second', '1. [ ] a\n‸second'],
      ['Backspace', {}, '> 1) [x] ‸q', '> ‸q'],
      ['Tab', {}, '* a\n* b‸', '* a\n  * b‸'],
      ['Tab', {}, '1. a\n2. b‸', '1. a\n   1. b‸'],
      // Ctrl+] / Ctrl+[ on list items as Tab / Shift+Tab (power-user QA: CodeMirror's indentMore left `  2. b` a sibling).
      [']', { ctrlKey: true }, '1. a\n2. b‸', '1. a\n   1. b‸'],
      ['[', { ctrlKey: true }, '* a\n  * b‸', '* a\n* b‸'],
      [']', { ctrlKey: true }, 'plain‸', '  plain‸'],
      ['Tab', { shiftKey: true }, '* a\n  * b‸', '* a\n* b‸'],
      ['Tab', {}, 'text‸', '  text‸'],
      ['Tab', {}, '```\n1. a\n2. b‸\n```', '```\n1. a\n  2. b‸\n```'],
    ];

    for (const [key, init, before, after] of keys) {
      it(`${init.shiftKey ? 'Shift-' : ''}${key} on ${JSON.stringify(before)} gives ${JSON.stringify(after)}`, () => {
        load(before);
        view.focus();
        expect(press(key, init)).withContext('handled by the keymap').toBeTrue();
        expect(marked(view)).toBe(after);
      });
    }

    it('Enter on an empty quote line is one undo step', () => {
      load('> a\n> ‸');
      press('Enter');
      expect(undo(view)).toBeTrue();
      expect(marked(view)).toBe('> a\n> ‸');
    });

    it('Enter on a quote marker in fenced code is a plain new line', () => {
      load('```\n> ‸\n```');
      press('Enter');
      expect(view.state.doc.line(3).text).toBe('');
      expect(view.state.doc.lines).toBe(4);
    });

    it('Escape then Tab leaves Tab to the browser (focus moves on), so the editor is no keyboard trap', () => {
      load('some ‸text');
      view.focus();
      press('Escape');
      expect(press('Tab')).withContext('Tab handled').toBeFalse();
      expect(marked(view)).toBe('some ‸text');
      // Any other key ends it: Tab indents again.
      press('ArrowRight', { keyCode: 39 });
      expect(press('Tab')).toBeTrue();
    });

    it('Tab on list items is one undo step', () => {
      load('* a\n* b‸');
      press('Tab');
      undo(view);
      expect(marked(view)).toBe('* a\n* b‸');
    });
  });

  it('an image description keeps a literal entity (Tom &amp; Jerry) in the rendered alt text', () => {
    current().setMarkdown('');
    current().exec('AddImage', { imageUrl: 'i.png', altText: 'Tom &amp; Jerry' });
    const img = new DOMParser().parseFromString(current().getHtml(), 'text/html').querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Tom &amp; Jerry');
  });
});
