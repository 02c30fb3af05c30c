import { signal } from '@angular/core';
import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { SpecInstances, waitFor } from '../extensions/extension-spec-helpers';
import { KIT_BUILT_IN_LANGUAGES } from '../i18n/langs';
import { followUiText } from './editor-ui';

const instances = new SpecInstances();
const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  return instances.track(new KitEditor({ el: instances.container(), usageStatistics: false, ...options } as KitEditorOptions));
}

const closeLabel = (popup: { el: HTMLElement }) => popup.el.querySelector('.kit-popup-close')!.getAttribute('aria-label');

describe('KitEditorUI', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  describe("createPopup: the close button's label follows the editor language", () => {
    it('English while the language chunk is held back, then the language, in open and hidden popups', async () => {
      // Turkish is held back until `arrive()`; no other spec loads it into the shared instance.
      const turkish = KIT_BUILT_IN_LANGUAGES.find((language) => language.codes.includes('tr'))!;
      const realLoad = turkish.load;
      let arrive!: () => void;
      const loader = spyOn(turkish, 'load').and.callFake(() => new Promise((resolve) => (arrive = () => resolve(realLoad()))));
      const editor = create({ language: 'tr' });
      expect(loader).toHaveBeenCalledTimes(1);
      const open = editor.getUI().createPopup({ title: 'Mine', content: 'x' });
      const hidden = editor.getUI().createPopup({ title: 'Mine too', content: 'y' });
      open.show();
      await tick();
      expect(closeLabel(open)).toBe('Close');
      expect(closeLabel(hidden)).toBe('Close');

      arrive();
      await waitFor(() => closeLabel(open) !== 'Close');
      expect(closeLabel(open)).toBe('Kapat');
      expect(closeLabel(hidden)).toBe('Kapat');
      // The caller's title and content are left alone.
      expect(open.getTitleElement().textContent).toBe('Mine');
      expect(open.isShow()).toBeTrue();
    });

    it("language 'de': German once the language has loaded, without the app awaiting it first", async () => {
      const editor = create({ language: 'de' });
      const popup = editor.getUI().createPopup({ title: 'T' });
      await KitEditor.i18n.load('de');
      await waitFor(() => closeLabel(popup) === 'Schließen');
      expect(closeLabel(popup)).toBe('Schließen');
    });

    it("follows an app's setLanguage; a removed popup, and a removed editor's popups, no longer do", async () => {
      // A code of this spec's own: the shared instance keeps it, no other spec uses it.
      KitEditor.i18n.setLanguage('xq_POPUP', {});
      const editor = create({ language: 'xq_POPUP' });
      const removed = editor.getUI().createPopup({ title: 'A' });
      const kept = editor.getUI().createPopup({ title: 'B' });
      const dropped = editor.getUI().createPopup({ title: 'C' });
      dropped.off('remove'); // an app dropping every handler: the editor's removal still stops its watcher
      expect(closeLabel(kept)).toBe('Close');
      KitEditor.i18n.setLanguage('xq_POPUP', { Close: 'Zu 1' });
      await waitFor(() => closeLabel(kept) === 'Zu 1');
      expect(closeLabel(removed)).toBe('Zu 1');
      expect(closeLabel(dropped)).toBe('Zu 1');

      removed.remove();
      KitEditor.i18n.setLanguage('xq_POPUP', { Close: 'Zu 2' });
      await waitFor(() => closeLabel(kept) === 'Zu 2');
      expect(closeLabel(removed)).toBe('Zu 1');

      editor.remove();
      KitEditor.i18n.setLanguage('xq_POPUP', { Close: 'Zu 3' });
      await tick();
      expect(closeLabel(kept)).toBe('Zu 2');
      expect(closeLabel(dropped)).toBe('Zu 2');
    });
  });

  describe('followUiText', () => {
    it('runs at once, re-runs once per batch of changes in a microtask, and never after stop', async () => {
      const source = signal(1);
      const seen: number[] = [];
      const stop = followUiText(() => seen.push(source()));
      expect(seen).toEqual([1]);
      source.set(2);
      source.set(3);
      expect(seen).toEqual([1]);
      await Promise.resolve();
      expect(seen).toEqual([1, 3]);
      source.set(4);
      stop();
      await tick();
      expect(seen).toEqual([1, 3]);
    });
  });
});
