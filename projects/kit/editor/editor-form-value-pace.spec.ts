import { Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { KitEditorComponent } from './editor.component';
import { loadQuill } from './wysiwyg/quill-loader';
import { waitFor } from './editor-spec-helpers';

/** Over the 16 KB above which a WYSIWYG edit reaches the form when typing pauses: 300 paragraphs, ~25 KB. */
const LONG = Array.from({ length: 300 }, (_, i) => `Paragraph ${i} with enough words to make the document long.`).join('\n\n');
const SHORT = 'Short **text**';

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctrl" [initialEditType]="mode" [maxLength]="maxLength()" /><button id="outside">x</button>`,
})
class Host {
  ctrl = new FormControl('', { nonNullable: true });
  mode: 'markdown' | 'wysiwyg' = 'wysiwyg';
  maxLength = signal<number | null>(null);
}

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kit-editor form value pace (long WYSIWYG documents)', () => {
  let fixture: ComponentFixture<Host>;
  let host: Host;
  let values: string[];

  beforeAll(async () => {
    await loadQuill();
  });

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
  });

  afterEach(() => fixture.destroy());

  async function make(value: string, mode: Host['mode'] = 'wysiwyg'): Promise<void> {
    fixture = TestBed.createComponent(Host);
    host = fixture.componentInstance;
    host.mode = mode;
    host.ctrl.setValue(value);
    fixture.detectChanges();
    await fixture.whenStable();
    service().finishWysiwygLoading();
    values = [];
    host.ctrl.valueChanges.subscribe((v) => values.push(v));
  }

  const service = () => (fixture.debugElement.query(By.directive(KitEditorComponent)).componentInstance as KitEditorComponent).service;
  /** A user's key in Quill: focus in the text, and a user-sourced insert, as typing makes. */
  const typeInQuill = (text: string) => {
    const view = service().getWysiwygView();
    if (!view.hasFocus()) view.focus();
    view.quill.insertText(0, text, 'user');
  };

  it('a long document: a WYSIWYG edit reaches the form once typing pauses, as one value', async () => {
    await make(LONG);
    typeInQuill('a');
    await tick(50);
    typeInQuill('b');
    expect(host.ctrl.value).withContext('still the value before the keys').toBe(LONG);
    await waitFor(() => values.length > 0);
    expect(values).toEqual([`ba${LONG}`]);
    expect(host.ctrl.value).toBe(service().getMarkdown());
    expect(host.ctrl.dirty).toBeTrue();
  });

  it('a long document: focus leaving the editor gives the held value at once, before touched', async () => {
    await make(LONG);
    service().getWysiwygView().focus();
    await tick();
    let valueWhenTouched: string | undefined;
    host.ctrl.events.subscribe(() => {
      if (host.ctrl.touched && valueWhenTouched === undefined) valueWhenTouched = host.ctrl.value;
    });
    typeInQuill('z');
    (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
    expect(host.ctrl.value).toBe(`z${LONG}`);
    expect(host.ctrl.touched).toBeTrue();
    expect(valueWhenTouched).toBe(`z${LONG}`);
    expect(values).toEqual([`z${LONG}`]);
  });

  it('a long document: a mode switch gives the held value at once', async () => {
    await make(LONG);
    typeInQuill('m');
    service().changeMode('markdown', true);
    expect(host.ctrl.value).toBe(`m${LONG}`);
    expect(values).toEqual([`m${LONG}`]);
  });

  it('a long document: removing the editor gives the held value', async () => {
    await make(LONG);
    typeInQuill('r');
    const control = host.ctrl;
    fixture.destroy();
    expect(control.value).toBe(`r${LONG}`);
    fixture = TestBed.createComponent(Host); // for afterEach
  });

  it('the form writing back the value it holds while an edit is held (setValue of form.value) keeps the edit', async () => {
    await make(LONG);
    typeInQuill('kept');
    host.ctrl.setValue(host.ctrl.value);
    expect(service().getMarkdown()).toBe(`kept${LONG}`);
    expect(host.ctrl.value).toBe(`kept${LONG}`);
    await tick(400);
    expect(values[values.length - 1]).toBe(`kept${LONG}`);
  });

  it("an app's own edit (insertText while focus is elsewhere) reaches the form at once", async () => {
    await make(LONG);
    (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
    service().getWysiwygView().quill.insertText(0, 'app', 'user');
    expect(host.ctrl.value).toBe(`app${LONG}`);
  });

  it('a shortcut (Ctrl+Enter) in the editor gives a held value before the app handles it', async () => {
    await make(LONG);
    let seen: string | undefined;
    fixture.nativeElement.addEventListener('keydown', () => (seen = host.ctrl.value));
    typeInQuill('s');
    service().getWysiwygView().quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(seen).toBe(`s${LONG}`);
  });

  it('a value written by the form replaces an edit held for a pause (the edit does not come back later)', async () => {
    await make(LONG);
    typeInQuill('w');
    host.ctrl.setValue('from the form');
    await tick(400);
    expect(host.ctrl.value).toBe('from the form');
    expect(service().getMarkdown()).toBe('from the form');
  });

  it('a short WYSIWYG document and a long markdown one give every edit at once, once per edit', async () => {
    await make(SHORT);
    typeInQuill('s');
    expect(host.ctrl.value).toBe(`s${SHORT}`);
    fixture.destroy();
    await make(LONG, 'markdown');
    service().getMarkdownView().view.dispatch({ changes: { from: 0, insert: 'k' }, userEvent: 'input.type' });
    expect(host.ctrl.value).toBe(`k${LONG}`);
    // One valueChanges per edit (the validators used to be run again after each edit, a second emission).
    expect(values).toEqual([`k${LONG}`]);
  });

  it('a change of maxLength validates again at once, without an edit', async () => {
    await make(SHORT);
    expect(host.ctrl.valid).toBeTrue();
    host.maxLength.set(5);
    fixture.detectChanges();
    await fixture.whenStable();
    expect(host.ctrl.errors).toEqual({ maxlength: { requiredLength: 5, actualLength: SHORT.length } });
  });

  it('getMarkdown() in WYSIWYG serialises the document again only after it changed', async () => {
    await make(LONG);
    const view = service().getWysiwygView();
    const serialise = spyOn(view, 'getDelta').and.callThrough();
    const first = service().getMarkdown();
    const calls = serialise.calls.count();
    expect(service().getMarkdown()).toBe(first);
    expect(serialise.calls.count()).withContext('no change: the known markdown').toBe(calls);
    view.quill.insertText(0, 'q', 'silent'); // silent too: no event, yet the content changed
    expect(service().getMarkdown()).toBe(`q${first}`);
    expect(serialise.calls.count()).toBeGreaterThan(calls);
  });
});
