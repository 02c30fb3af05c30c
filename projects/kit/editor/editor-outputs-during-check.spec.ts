import { Component, signal, viewChild } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KitEditorComponent } from './editor.component';
import { loadQuill } from './wysiwyg/quill-loader';
import { stable } from './editor-app-spec-helpers';

/*
 * Outputs fired while Angular checks the editor (its first render: load, setMarkdownAfter, the first
 * mode and preview style; a changed input) reached handlers that change their parent's plain fields
 * during the parent's check: NG0100 (ExpressionChangedAfterItHasBeenChecked) in development and in
 * users' TestBed tests, and a parent view that never showed the value in a zoneless app. They now
 * arrive a microtask later; the plain class's `on()` handlers still run at once (its contract).
 */
@Component({
  imports: [KitEditorComponent],
  template: `<p class="seen">{{ mode }}|{{ loads }}|{{ style }}|{{ styleChange }}|{{ set }}|{{ before }}</p>
    <kit-editor height="200px" initialValue="# a" [previewStyle]="previewStyle()" [initialEditType]="editType"
      (changeMode)="mode = $event" (changeModeBefore)="before = $event" (editorLoad)="loads = loads + 1"
      (changePreviewStyle)="style = $event" (previewStyleChange)="styleChange = $event" (setMarkdownAfter)="set = $event" />`,
})
class PlainFieldsHost {
  previewStyle = signal<'tab' | 'vertical'>('vertical');
  editType: 'markdown' | 'wysiwyg' = 'markdown';
  mode = '';
  before = '';
  loads = 0;
  style = '';
  styleChange = '';
  set = '';
}

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor height="200px" [(previewStyle)]="style" (setMarkdownAfter)="sets.push($event)" />`,
})
class TwoWayHost {
  readonly editor = viewChild.required(KitEditorComponent);
  style: 'tab' | 'vertical' = 'tab';
  sets: string[] = [];
}

describe('kit-editor outputs fired while Angular checks it', () => {
  beforeAll(async () => {
    await loadQuill();
  });

  for (const editType of ['markdown', 'wysiwyg'] as const) {
    it(`first render (${editType}): no NG0100 from handlers writing plain fields, and the host then shows what they were told`, async () => {
      const fixture = TestBed.createComponent(PlainFieldsHost);
      fixture.componentInstance.editType = editType;
      expect(() => fixture.detectChanges()).not.toThrow(); // checkNoChanges runs in development mode
      await stable(fixture);
      expect(() => fixture.detectChanges()).not.toThrow();
      const seen = fixture.nativeElement.querySelector('.seen').textContent;
      expect(seen).toBe(`${editType}|1|vertical|vertical|# a|`); // the first mode has no changeModeBefore
      fixture.destroy();
    });
  }

  it('a changed input ([previewStyle]) whose output a handler writes to a field: no NG0100', async () => {
    const fixture = TestBed.createComponent(PlainFieldsHost);
    fixture.detectChanges();
    await stable(fixture);
    fixture.componentInstance.previewStyle.set('tab');
    expect(() => fixture.detectChanges()).not.toThrow();
    await stable(fixture);
    fixture.detectChanges();
    expect(fixture.nativeElement.querySelector('.seen').textContent).toContain('|tab|tab|');
    fixture.destroy();
  });

  // A held-back emission was overtaken by an event raised after the check but before its
  // microtask: the parent's [(previewStyle)] ended on the older value while the editor showed the newer.
  it('held-back outputs keep their order with events raised right after the check', async () => {
    const fixture = TestBed.createComponent(TwoWayHost);
    fixture.detectChanges(); // holds back changePreviewStyle('tab') and setMarkdownAfter('')
    fixture.componentInstance.editor().editor.changePreviewStyle('vertical'); // before that microtask
    fixture.componentInstance.editor().editor.setMarkdown('# later');
    await stable(fixture);
    expect(fixture.componentInstance.style).toBe('vertical');
    expect(fixture.componentInstance.sets).toEqual(['', '# later']);
    fixture.destroy();
  });

  // The first check drew the Write/Preview tabs (the service's default style) and start() took
  // them out again: after a server render of the vertical frame, hydration made what the server left out.
  it('the first render already has the preview style asked for: no tabs made and removed for a vertical editor', () => {
    const fixture = TestBed.createComponent(PlainFieldsHost);
    const observer = new MutationObserver(() => undefined);
    observer.observe(fixture.nativeElement, { childList: true, subtree: true });
    fixture.detectChanges();
    const added = observer.takeRecords().flatMap((record) => Array.from(record.addedNodes));
    observer.disconnect();
    expect(added.some((node) => node instanceof Element && (node.matches('[role="tablist"]') || !!node.querySelector('[role="tablist"]')))).toBeFalse();
    fixture.destroy();
  });
});
