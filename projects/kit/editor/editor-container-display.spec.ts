import { KitEditor, ready } from './kit-editor';
import { loadQuill } from './wysiwyg/quill-loader';

/**
 * A plain page owns its container and may style it with more weight than kit's class: an inline
 * `style="display: block"`, an `#editor { display: inline-block }` rule. The editor's frame (tabs,
 * panes, mode switch) must not depend on the container's `display`, or a fixed height leaves the
 * editing area one line tall; and `hide()` must still hide it.
 */
describe('an editor in a container whose display the page sets', () => {
  let el: HTMLElement;
  let style: HTMLStyleElement;
  let editor: KitEditor | undefined;

  beforeAll(async () => {
    await ready;
    await loadQuill();
  });

  beforeEach(() => {
    el = document.createElement('div');
    el.id = 'kit-display-spec-container';
    el.style.width = '640px';
    style = document.createElement('style');
    style.textContent = '#kit-display-spec-container { display: block; }';
    document.head.appendChild(style);
    document.body.appendChild(el);
  });

  afterEach(() => {
    editor?.remove();
    editor = undefined;
    el.remove();
    style.remove();
  });

  /** The height of the visible element matched by `selector` inside the container, px. */
  const heightOf = (selector: string) => el.querySelector<HTMLElement>(selector)!.getBoundingClientRect().height;

  for (const display of ['block', 'inline-block', 'grid']) {
    it(`fills a 300px container set to display: ${display} (inline style), in both modes`, () => {
      el.style.display = display;
      editor = new KitEditor({ el, height: '300px', initialValue: 'one line', usageStatistics: false });
      expect(el.getBoundingClientRect().height).toBe(300);
      // The text pane takes what the toolbar, tabs and mode switch leave: well over one line.
      expect(heightOf('.kit-md-editor')).toBeGreaterThan(150);
      const modeSwitch = el.querySelector<HTMLElement>('.kit-mode-switch')!.getBoundingClientRect();
      expect(modeSwitch.bottom).withContext('the mode switch sits at the bottom').toBeCloseTo(el.getBoundingClientRect().bottom - 1, 0);

      editor.changeMode('wysiwyg', true);
      expect(heightOf('.kit-ww-editor')).toBeGreaterThan(150);
      const area = el.querySelector<HTMLElement>('.kit-ww-editor')!.getBoundingClientRect();
      expect(area.bottom).withContext('the WYSIWYG area ends above the mode switch').toBeLessThanOrEqual(
        el.querySelector<HTMLElement>('.kit-mode-switch')!.getBoundingClientRect().top + 0.5,
      );
    });
  }

  it('fills the container with an #id rule setting display: block, side by side with the preview', () => {
    editor = new KitEditor({ el, height: '400px', previewStyle: 'vertical', initialValue: '# a\n\ntext', usageStatistics: false });
    expect(getComputedStyle(el).display).withContext("the page's rule wins over kit's class").toBe('block');
    expect(heightOf('.kit-md-editor')).toBeGreaterThan(250);
    expect(heightOf('.kit-md-preview')).toBeGreaterThan(250);
  });

  it('hide() hides it and show() shows it again, whatever display the page gave the container', () => {
    el.style.display = 'inline-block';
    editor = new KitEditor({ el, height: '300px', initialValue: 'text', usageStatistics: false });
    editor.hide();
    expect(el.getBoundingClientRect().height).toBe(0);
    expect(el.checkVisibility()).toBeFalse();
    editor.show();
    expect(el.getBoundingClientRect().height).toBe(300);
    expect(getComputedStyle(el).display).withContext("the page's display is the container's again").toBe('inline-block');
  });

  it("keeps the page's display once removed", () => {
    el.style.display = 'inline-block';
    editor = new KitEditor({ el, height: '300px', initialValue: 'text', usageStatistics: false });
    editor.remove();
    editor = undefined;
    expect(el.getAttribute('style')).toBe('width: 640px; display: inline-block;');
    expect(el.className).toBe('');
  });
});
