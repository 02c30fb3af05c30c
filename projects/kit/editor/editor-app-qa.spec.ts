import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KitEditorComponent } from './editor.component';
import { loadQuill } from './wysiwyg/quill-loader';
import { waitFor } from './editor-spec-helpers';

import { cm, editorOf, editorsOf, stable, tick, type } from './editor-app-spec-helpers';

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor [height]="height()" [minHeight]="minHeight()" [previewStyle]="previewStyle()" [initialEditType]="editType()"
    [placeholder]="placeholder()" [toolbarItems]="toolbar()" [language]="language()" [hideModeSwitch]="hideSwitch()"
    [disabled]="off()" [theme]="theme()" initialValue="# Keep me"
    (contentChange)="log.push('change')" (changeMode)="log.push('mode ' + $event)" (changeModeBefore)="log.push('before ' + $event)"
    (changePreviewStyle)="log.push('style ' + $event)" (editorLoad)="log.push('load')" />`,
})
class RuntimeHost {
  height = signal<string | number>('300px');
  minHeight = signal<string | number>('200px');
  previewStyle = signal<'tab' | 'vertical'>('tab');
  editType = signal<'markdown' | 'wysiwyg'>('markdown');
  placeholder = signal('');
  toolbar = signal<unknown[] | undefined>(undefined);
  language = signal('en_US');
  hideSwitch = signal(false);
  off = signal(false);
  theme = signal<'light' | 'dark'>('light');
  log: string[] = [];
}

@Component({
  imports: [KitEditorComponent],
  template: `@for (doc of docs(); track doc.id) {<kit-editor [id]="'e' + doc.id" [initialValue]="doc.text" />}`,
})
class ForHost {
  docs = signal([
    { id: 1, text: 'one' },
    { id: 2, text: 'two' },
    { id: 3, text: 'three' },
  ]);
}

@Component({
  imports: [KitEditorComponent],
  template: `@if (shown()) {<kit-editor initialValue="x" [initialEditType]="editType" />}`,
})
class IfHost {
  shown = signal(true);
  editType: 'markdown' | 'wysiwyg' = 'markdown';
}

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor previewStyle="vertical" [initialValue]="'<button class=raw>b</button>\\n\\n[a](https://x.test)'"
    [useDefaultHTMLSanitizer]="strict()" [customConvertor]="convertor()" [linkAttribute]="links()" />`,
})
class PreviewInputsHost {
  strict = signal(true);
  convertor = signal<{ toHTML(md: string): string; toMarkdown(html: string): string } | null>(null);
  links = signal<Record<string, string>>({});
}

@Component({
  imports: [KitEditorComponent],
  template: `<ng-template #save let-editor><button type="button" class="save" (click)="saved = editor.getMarkdown()">Save {{ label() }}</button></ng-template>
    <kit-editor initialValue="doc" [toolbarItems]="withSave() ? ['bold', save] : ['bold']" />`,
})
class TemplateToolbarHost {
  withSave = signal(true);
  label = signal('now');
  saved = '';
}

@Component({
  imports: [KitEditorComponent],
  template: `@for (doc of docs(); track doc.id) {<kit-editor initialEditType="wysiwyg" [initialValue]="doc.text" />}`,
})
class WysiwygForHost {
  docs = signal([
    { id: 1, text: '**one**' },
    { id: 2, text: '*two*' },
  ]);
}

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor initialValue="text" [initialEditType]="editType" (editorFocus)="log.push('focus')" (editorBlur)="log.push('blur')"
    (changePreviewTabPreview)="log.push('tab preview')" (changePreviewTabWrite)="log.push('tab write')"
    (editorKeydown)="log.push('keydown')" (editorKeyup)="log.push('keyup')" (editorHide)="log.push('hide')" (editorShow)="log.push('show')"
    (removeEditor)="log.push('remove')" /><button id="outside">x</button>`,
})
class EventsHost {
  editType: 'markdown' | 'wysiwyg' = 'markdown';
  log: string[] = [];
}

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor [(previewStyle)]="style" initialValue="x" />`,
})
class TwoWayStyleHost {
  style = signal<'tab' | 'vertical'>('tab');
}

describe('kit-editor in an app (QA)', () => {
  beforeAll(async () => {
    await loadQuill();
  });

  it('follows inputs changed after the first render without losing the content', async () => {
    const fixture = TestBed.createComponent(RuntimeHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const editor = editorOf(fixture);
    const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
    type(editor, 'typed ');
    await stable(fixture);
    const content = 'typed # Keep me';
    expect(editor.service.getMarkdown()).toBe(content);

    host.height.set('450px');
    await stable(fixture);
    expect(el.style.height).toBe('450px');
    host.height.set('auto');
    host.minHeight.set(150);
    await stable(fixture);
    expect(el.style.height).toBe('');
    expect(el.style.minHeight).toBe('150px');

    host.previewStyle.set('vertical');
    await stable(fixture);
    expect(editor.service.previewStyle()).toBe('vertical');
    expect(el.querySelector('.kit-editor-main')!.classList).toContain('kit-editor-vertical');

    host.placeholder.set('Write here');
    await stable(fixture);
    expect(el.querySelector('.cm-placeholder')).toBeNull(); // not empty: no placeholder shows
    host.toolbar.set(['bold', 'italic']);
    await stable(fixture);
    expect(Array.from(el.querySelectorAll('[data-kit-toolbar-button]')).map((b) => b.getAttribute('data-name'))).toEqual(['bold', 'italic']);
    host.language.set('de');
    await waitFor(() => (fixture.detectChanges(), el.querySelector('[data-name="bold"]')!.getAttribute('aria-label') !== 'Bold (Ctrl+B)'));
    host.hideSwitch.set(true);
    await stable(fixture);
    expect(el.querySelector('.kit-mode-switch')).toBeNull();
    host.hideSwitch.set(false);
    await stable(fixture);
    expect(el.querySelector('.kit-mode-switch')).not.toBeNull();
    host.off.set(true);
    await stable(fixture);
    expect(cm(editor).state.readOnly).toBeTrue();
    host.off.set(false);
    await stable(fixture);
    expect(cm(editor).state.readOnly).toBeFalse();
    host.theme.set('dark');
    await stable(fixture);
    expect(el.classList).toContain('kit-theme-dark');
    host.editType.set('wysiwyg'); // an initial option: no effect after the first render
    await stable(fixture);
    expect(editor.service.getMarkdown()).toBe(content);
    expect(host.log.filter((e) => e === 'change')).toEqual(['change']);
    expect(host.log.filter((e) => e === 'load')).toEqual(['load']);
    fixture.destroy();
  });

  it('fires changeModeBefore/changeMode once per switch, contentChange once per edit', async () => {
    const fixture = TestBed.createComponent(RuntimeHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
    host.log = [];
    (el.querySelector('.kit-mode-button[data-mode="wysiwyg"]') as HTMLElement).click();
    await stable(fixture);
    expect(host.log).toEqual(['before markdown', 'mode wysiwyg']);
    host.log = [];
    (el.querySelector('.kit-mode-button[data-mode="markdown"]') as HTMLElement).click();
    await stable(fixture);
    expect(host.log).toEqual(['before wysiwyg', 'mode markdown']);
    host.log = [];
    host.previewStyle.set('vertical');
    await stable(fixture);
    expect(host.log).toEqual(['style vertical']);
    fixture.destroy();
  });

  it('keeps each editor of a @for with its own content through reordering and removal', async () => {
    const fixture = TestBed.createComponent(ForHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const [, second] = editorsOf(fixture);
    type(second, 'edited ');
    host.docs.update((list) => [list[2], list[1], list[0]]);
    await stable(fixture);
    expect(editorsOf(fixture).map((e) => e.service.getMarkdown())).toEqual(['three', 'edited two', 'one']);
    expect(cm(second).dom.isConnected).toBeTrue();
    host.docs.update((list) => list.filter((d) => d.id !== 2));
    await stable(fixture);
    expect(editorsOf(fixture).map((e) => e.service.getMarkdown())).toEqual(['three', 'one']);
    fixture.destroy();
  });

  for (const editType of ['markdown', 'wysiwyg'] as const) {
    it(`leaves no document listeners, popups or nodes behind when toggled with @if (${editType})`, async () => {
      const fixture = TestBed.createComponent(IfHost);
      const host = fixture.componentInstance;
      host.editType = editType;
      await stable(fixture);
      // Warm: the first editor may set up shared, page-wide things once.
      host.shown.set(false);
      await stable(fixture);
      const nodes = document.body.querySelectorAll('*').length;
      const added: unknown[] = [];
      const removed: unknown[] = [];
      const add = spyOn(document, 'addEventListener').and.callThrough();
      const remove = spyOn(document, 'removeEventListener').and.callThrough();
      for (let i = 0; i < 3; i++) {
        host.shown.set(true);
        await stable(fixture);
        await tick(50);
        // Open a popup (heading) then remove the editor with it open.
        (fixture.nativeElement.querySelector('[data-name="heading"]') as HTMLElement).click();
        await stable(fixture);
        expect(fixture.nativeElement.querySelector('kit-editor-popup')).withContext('a popup is open').not.toBeNull();
        host.shown.set(false);
        await stable(fixture);
      }
      added.push(...add.calls.allArgs().map((a) => a[0]));
      removed.push(...remove.calls.allArgs().map((a) => a[0]));
      expect(added.length).withContext(`added ${added.join()} removed ${removed.join()}`).toBe(removed.length);
      expect(document.body.querySelectorAll('*').length).toBe(nodes);
      expect(document.body.querySelector('.kit-popup, kit-editor-popup, .ql-tooltip')).toBeNull();
      fixture.destroy();
    });
  }

  it('redraws the preview when useDefaultHTMLSanitizer, customConvertor or linkAttribute change at runtime', async () => {
    const fixture = TestBed.createComponent(PreviewInputsHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const preview = fixture.nativeElement.querySelector('.kit-md-preview') as HTMLElement;
    await waitFor(() => !!preview.querySelector('a'));
    expect(preview.querySelector('button.raw')).toBeNull();
    host.strict.set(false);
    await stable(fixture);
    await waitFor(() => !!preview.querySelector('button.raw'), 2000).catch(() => undefined);
    expect(preview.querySelector('button.raw')).withContext('relaxed allow-list keeps the button').not.toBeNull();
    host.links.set({ target: '_blank' });
    await stable(fixture);
    expect(preview.querySelector('a')!.getAttribute('target')).toBe('_blank');
    host.convertor.set({ toHTML: (md: string) => `<p class="custom">${md.length}</p>`, toMarkdown: (html: string) => html });
    await stable(fixture);
    await waitFor(() => !!preview.querySelector('.custom'), 2000).catch(() => undefined);
    expect(preview.querySelector('.custom')).withContext('custom convertor output').not.toBeNull();
    fixture.destroy();
  });

  it('a toolbar ng-template item follows app state, gets the editor, and goes when the items change', async () => {
    const fixture = TestBed.createComponent(TemplateToolbarHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
    expect(el.querySelector('.save')!.textContent).toBe('Save now');
    host.label.set('later');
    await stable(fixture);
    expect(el.querySelector('.save')!.textContent).toBe('Save later');
    (el.querySelector('.save') as HTMLElement).click();
    expect(host.saved).toBe('doc');
    host.withSave.set(false);
    await stable(fixture);
    expect(el.querySelector('.save')).toBeNull();
    fixture.destroy();
  });

  it('WYSIWYG editors in a @for keep working after reordering', async () => {
    const fixture = TestBed.createComponent(WysiwygForHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const [first] = editorsOf(fixture);
    await waitFor(() => first.service.hasWysiwygView);
    host.docs.update((list) => [list[1], list[0]]);
    await stable(fixture);
    const quill = first.service.getWysiwygView().quill;
    quill.insertText(0, 'x', 'user');
    await stable(fixture);
    // Quill puts text typed at the start of bold text inside the bold.
    expect(first.service.getMarkdown()).toBe('**xone**');
    expect(editorsOf(fixture).map((e) => e.service.getMarkdown())).toEqual(['*two*', '**xone**']);
    fixture.destroy();
  });

  it('popups an app made with getUI().createPopup (in the editor or in document.body) go with the host', async () => {
    const fixture = TestBed.createComponent(IfHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const ui = editorOf(fixture).editor.getUI();
    const inside = ui.createPopup({ title: 'In', content: '<p>in</p>', className: 'qa-inside' });
    const outside = ui.createPopup({ title: 'Out', content: '<p>out</p>', className: 'qa-outside', target: document.body });
    inside.show();
    outside.show();
    await stable(fixture);
    expect(document.querySelectorAll('.qa-inside, .qa-outside').length).toBe(2);
    host.shown.set(false);
    await stable(fixture);
    expect(document.querySelectorAll('.qa-inside, .qa-outside').length).toBe(0);
    fixture.destroy();
  });

  for (const editType of ['markdown', 'wysiwyg'] as const) {
    it(`fires focus, blur, key, hide/show and remove outputs once per action (${editType})`, async () => {
      const fixture = TestBed.createComponent(EventsHost);
      const host = fixture.componentInstance;
      host.editType = editType;
      await stable(fixture);
      const editor = editorOf(fixture);
      await waitFor(() => editType === 'markdown' || editor.service.hasWysiwygView);
      const area = editType === 'markdown' ? cm(editor).contentDOM : editor.service.getWysiwygView().quill.root;
      area.focus();
      await tick(20);
      area.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      area.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }));
      (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
      await tick(20);
      editor.editor.hide();
      editor.editor.show();
      await stable(fixture);
      expect(host.log).toEqual(['focus', 'keydown', 'keyup', 'blur', 'hide', 'show']);
      host.log = [];
      if (editType === 'markdown') {
        const tabs = fixture.nativeElement.querySelectorAll('.kit-editor-tab') as NodeListOf<HTMLElement>;
        tabs[1].click();
        await stable(fixture);
        tabs[0].click();
        await stable(fixture);
        expect(host.log.filter((e) => e.startsWith('tab'))).toEqual(['tab preview', 'tab write']);
      }
      host.log = [];
      fixture.destroy();
      expect(host.log.filter((e) => e === 'remove')).toEqual(['remove']);
    });
  }

  it('[(previewStyle)] binds both ways: a change by code reaches the app, and the app setting it back is seen', async () => {
    const fixture = TestBed.createComponent(TwoWayStyleHost);
    await stable(fixture);
    const editor = editorOf(fixture).editor;
    editor.changePreviewStyle('vertical');
    await stable(fixture);
    expect(fixture.componentInstance.style()).toBe('vertical');
    fixture.componentInstance.style.set('tab');
    await stable(fixture);
    expect(editor.getCurrentPreviewStyle()).toBe('tab');
    fixture.destroy();
  });
});
