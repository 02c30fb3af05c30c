import { setKitUsageReporter } from 'kit-ui/core';
import { KitEditor } from './kit-editor';
import { useEditorFactory } from './editor-spec-helpers';
import { KitViewer } from './viewer/kit-viewer';

/* Input that used to be taken silently (or failed with an engine's message): now named. */
describe('KitEditor input checks', () => {
  const { create, container } = useEditorFactory();

  it('the events option takes the 1.x popup events that on() takes', () => {
    const opened = jasmine.createSpy('openPopupAddLink');
    const editor = create({ events: { openPopupAddLink: opened, closeAllPopup: () => undefined, openHeadingSelect: () => undefined } as never });
    editor.eventManager.emit('openPopupAddLink');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(() => create({ events: { openPopupAddLinks: () => undefined } as never })).toThrowError(/Unknown editor event "openPopupAddLinks" in "events"/);
  });

  it('an unknown option warns once, naming it and the option it is a typo of; it is not an error', () => {
    const warn = spyOn(console, 'warn');
    const editor = create({ heigth: '600px', frontMatter: true } as never);
    expect(editor.getMarkdown()).toBe('');
    expect(warn).toHaveBeenCalledWith('kit: KitEditor has no option "heigth"; it is ignored. Did you mean "height"?');
    expect(warn).toHaveBeenCalledWith('kit: KitEditor has no option "frontMatter"; it is ignored.');
    warn.calls.reset();
    create({ heigth: '600px' } as never);
    expect(warn).not.toHaveBeenCalled();
    // The viewer takes the editor's options (KitEditor.factory passes them on) without a word.
    const viewer = new KitViewer({ el: container(), initialValue: 'v', height: '300px', previewStyle: 'vertical', usageStatistic: true } as never);
    viewer.remove();
    expect(warn.calls.allArgs()).toEqual([['kit: KitViewer has no option "usageStatistic"; it is ignored. Did you mean "usageStatistics"?']]);
  });

  it('the nearest known option is the one suggested (ext is exts, not el)', () => {
    const warn = spyOn(console, 'warn');
    create({ ext: ['table'], placholder: 'x', placeholderText: 'y' } as never);
    expect(warn).toHaveBeenCalledWith('kit: KitEditor has no option "ext"; it is ignored. Did you mean "exts"?');
    expect(warn).toHaveBeenCalledWith('kit: KitEditor has no option "placholder"; it is ignored. Did you mean "placeholder"?');
    expect(warn).toHaveBeenCalledWith('kit: KitEditor has no option "placeholderText"; it is ignored. Did you mean "placeholder"?');
  });

  it('i18n.setLanguage refuses strings that are not text, naming the key', () => {
    expect(() => KitEditor.i18n.setLanguage('kit-check', { Bold: 5 } as never)).toThrowError('i18n.setLanguage(codes, strings): the string for "Bold" must be text, got 5.');
  });

  it('addWidget names a missing selection or node', () => {
    const editor = create({ initialValue: 'abc' });
    const range = editor.getRange() as never;
    expect(() => editor.addWidget(null as never, document.createElement('span'), 'over')).toThrowError(/addWidget\(selection\) expects a markdown range or a DOM Range, got null/);
    expect(() => editor.addWidget(range, null as never, 'over')).toThrowError(/addWidget\(selection, node\) expects an element, got null/);
  });

  it('setKitUsageReporter takes a function or undefined', () => {
    expect(() => setKitUsageReporter('not a function' as never)).toThrowError('setKitUsageReporter(reporter) expects a function or undefined, got "not a function".');
    expect(() => setKitUsageReporter(undefined)).not.toThrow();
  });
});
