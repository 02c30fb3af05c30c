import { KitEditor, ready } from '../kit-editor';
import { SpecInstances, waitFor } from './extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';
import { KitViewer } from '../viewer/kit-viewer';
import type { KitTaskCounter } from './task-counter';

type Counting = KitEditor & KitTaskCounter;

const instances = new SpecInstances();


function create(options: Partial<KitEditorOptions> = {}): Counting {
  const editor = new KitEditor({ el: instances.container(), usageStatistics: false, previewDelayTime: 0, previewStyle: 'vertical', exts: ['taskCounter'], ...options } as KitEditorOptions);
  return instances.track(editor) as Counting;
}

function viewer(markdown: string): KitViewer & KitTaskCounter {
  const created = new KitViewer({ el: instances.container(), initialValue: markdown, exts: ['taskCounter'] } as never);
  return instances.track(created) as KitViewer & KitTaskCounter;
}


const previewOf = (e: KitEditor) => e.getUI().el.querySelector<HTMLElement>('.kit-md-preview')!;
/** The task checkboxes the preview shows: [all, checked]. */
const previewBoxes = (e: KitEditor) => {
  const boxes = Array.from(previewOf(e).querySelectorAll<HTMLInputElement>('li input[type="checkbox"]'));
  return [boxes.length, boxes.filter((b) => b.checked).length];
};
const counts = (c: KitTaskCounter) => [c.getTaskCount(), c.getCheckedTaskCount()];

const TASKS = [
  '- [ ] write the spec',
  '- [x] read the brief',
  '  - [X] nested, checked',
  '  - [ ] nested, open',
  '',
  '1. [ ] ordered task',
  '2. plain item',
  '',
  '> - [x] quoted task',
  '',
  '```md',
  '- [ ] not a task: fenced code',
  '- [x] not a task either',
  '```',
  '',
  '~~~',
  '* [x] tilde fence',
  '~~~',
  '',
  '- plain [ ] item',
  '',
  'text - [ ] in a paragraph',
].join('\n');

describe('taskCounter extension', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  describe('markdown mode', () => {
    it('counts task items and the checked ones, leaving fenced code out', async () => {
      const editor = create({ initialValue: TASKS });
      expect(counts(editor)).toEqual([6, 3]);
      // The same as the checkboxes the preview shows.
      await waitFor(() => previewBoxes(editor)[0] > 0);
      expect(previewBoxes(editor)).toEqual([6, 3]);
    });

    it('follows edits', () => {
      const editor = create({ initialValue: '' });
      expect(counts(editor)).toEqual([0, 0]);
      editor.insertText('- [ ] one\n- [x] two');
      expect(counts(editor)).toEqual([2, 1]);
      editor.setMarkdown('- [x] a\n- [x] b\n- [x] c');
      expect(counts(editor)).toEqual([3, 3]);
    });

    it('counts what the task command inserts', () => {
      const editor = create({ initialValue: 'buy milk' });
      editor.exec('Task');
      expect(counts(editor)).toEqual([1, 0]);
    });

    it('an unclosed fence hides the rest of the document', () => {
      const editor = create({ initialValue: '- [ ] before\n\n```\n- [ ] inside\n- [x] inside' });
      expect(counts(editor)).toEqual([1, 0]);
    });

    it('agrees with the preview: no space after the box, a fence inside a list item, a 1) list', async () => {
      const cases = [
        '- [x]no space after the box',
        '- [ ] real\n\n  ```\n  - [ ] fence indented by two\n  ```',
        '1) [x] ordered with a parenthesis',
      ];
      for (const markdown of cases) {
        const editor = create({ initialValue: markdown + '\n\n- [ ] last' });
        await waitFor(() => previewOf(editor).textContent!.includes('last'));
        expect(counts(editor)).withContext(markdown).toEqual(previewBoxes(editor));
      }
    });

    it('counts a box with nothing after it (an empty task), as the preview shows it', async () => {
      const editor = create({ initialValue: '- [ ]\n\n- [x] \n\n- [ ]x\n\n- [ ] last' });
      await waitFor(() => previewOf(editor).textContent!.includes('last'));
      expect(previewBoxes(editor)).toEqual([3, 1]);
      expect(counts(editor)).toEqual([3, 1]);
    });

    it('leaves an indented code block out', async () => {
      const editor = create({ initialValue: 'paragraph\n\n    - [ ] indented code block\n\nend' });
      await waitFor(() => previewOf(editor).textContent!.includes('end'));
      expect(previewBoxes(editor)).toEqual([0, 0]);
      expect(counts(editor)).toEqual([0, 0]);
    });
  });

  describe('WYSIWYG mode', () => {
    it('counts the task list lines and the checked ones', () => {
      const editor = create({ initialValue: TASKS });
      editor.changeMode('wysiwyg');
      expect(counts(editor)).toEqual([6, 3]);
      const checked = editor.getSquire().root.querySelectorAll('li[data-list="checked"]').length;
      expect(checked).toBe(3);
    });

    it('follows a checkbox the user ticks', async () => {
      const editor = create({ initialValue: '- [ ] one\n- [ ] two', initialEditType: 'wysiwyg' });
      expect(counts(editor)).toEqual([2, 0]);
      const box = editor.getSquire().root.querySelector<HTMLElement>('li[data-list="unchecked"] .ql-ui')!;
      box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
      expect(editor.getSquire().root.querySelectorAll('li[data-list="checked"]').length).toBe(1);
      expect(counts(editor)).toEqual([2, 1]);
      await new Promise((resolve) => setTimeout(resolve, 30)); // the user moves on to the mode switch
      editor.changeMode('markdown');
      expect(counts(editor)).toEqual([2, 1]);
      expect(editor.getMarkdown()).toContain('[x] one');
    });

    it('counts tasks created in WYSIWYG', () => {
      const editor = create({ initialValue: 'a\n\nb', initialEditType: 'wysiwyg' });
      expect(counts(editor)).toEqual([0, 0]);
      const quill = editor.getSquire();
      quill.formatLine(0, quill.getLength(), 'list', 'unchecked', 'user');
      expect(counts(editor)).toEqual([2, 0]);
    });
  });

  describe('viewer', () => {
    it('counts the checkboxes shown, following the reader', () => {
      const v = viewer(TASKS);
      expect(counts(v)).toEqual([6, 3]);
      const open = Array.from(v.getElement().querySelectorAll<HTMLInputElement>('li input[type="checkbox"]')).find((b) => !b.checked)!;
      open.click();
      expect(open.checked).toBeTrue();
      expect(counts(v)).toEqual([6, 4]);
      open.click();
      expect(counts(v)).toEqual([6, 3]);
    });

    it('counts again after setMarkdown()', () => {
      const v = viewer('- [ ] a');
      expect(counts(v)).toEqual([1, 0]);
      v.setMarkdown('- [x] a\n- [x] b\n\n```\n- [ ] code\n```');
      expect(counts(v)).toEqual([2, 2]);
    });
  });
});
