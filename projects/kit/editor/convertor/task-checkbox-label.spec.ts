import { KitDefaultConvertor } from './editor-convertor';

/** The aria-labels of the task checkboxes in `html`, in order. */
function labels(html: string): (string | null)[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('input[type="checkbox"]'), (box) => box.getAttribute('aria-label'));
}

describe('task checkboxes in the preview and getHtml()', () => {
  const convertor = new KitDefaultConvertor();

  it('are named after their item, without nested lists, formatting or entities doubled', () => {
    const html = convertor.toHTML('- [ ] buy **milk** and `eggs`\n- [x] un*fold*ed &amp; "done"\n  - [ ] nested <b>task</b>\n- plain');
    expect(labels(html)).toEqual(['buy milk and eggs', 'unfolded & "done"', 'nested task']);
    expect(html).toContain('<input disabled="" type="checkbox" aria-label="buy milk and eggs">');
    expect(html).toContain('<input checked="" disabled="" type="checkbox" aria-label="unfolded &amp; &quot;done&quot;">');
  });

  it('in loose lists, the box in the first paragraph; an empty item is a "Task"', () => {
    expect(labels(convertor.toHTML('- [ ] first\n\n  more\n\n- [x] second'))).toEqual(['first more', 'second']);
    expect(labels(convertor.toHTML('- [ ] <span></span>'))).toEqual(['Task']);
  });

  it('keep their name through both sanitizers and in the preview blocks', () => {
    const loose = new KitDefaultConvertor({ strictSanitizer: false });
    expect(labels(loose.toHTML('- [ ] a <em>b</em>'))).toEqual(['a b']);
    const blocks = convertor.renderBlocks('# Todo\n\n- [ ] write\n- [x] test\n', 'preview')!;
    expect(labels(blocks.map((b) => b.html).join(''))).toEqual(['write', 'test']);
  });

  it('leave other lists and the WYSIWYG load alone', () => {
    expect(convertor.toHTML('- one\n- [link](x)')).not.toContain('aria-label');
    const blocks = convertor.renderBlocks('- [ ] write\n', 'wysiwyg')!;
    expect(blocks[0].html).not.toContain('aria-label');
  });
});
