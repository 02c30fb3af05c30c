import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { FormControl, FormGroup, FormGroupDirective, FormsModule, ReactiveFormsModule, Validators } from '@angular/forms';
import { FormField, disabled, form, maxLength, required } from '@angular/forms/signals';
import { KitEditorComponent } from './editor.component';
import { loadQuill } from './wysiwyg/quill-loader';
import { waitFor } from './editor-spec-helpers';

import { cm, editorOf, stable, tick, type } from './editor-app-spec-helpers';

@Component({
  imports: [KitEditorComponent, FormsModule],
  template: `<form><kit-editor name="text" [(ngModel)]="text" [ngModelOptions]="{ updateOn: mode }" /></form><button id="outside">x</button>`,
})
class ModelOptionsHost {
  text = '# Start';
  mode: 'blur' | 'submit' = 'blur';
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group"><kit-editor formControlName="body" [required]="req()" [maxLength]="max()" /></form>`,
})
class GroupHost {
  group = new FormGroup({ body: new FormControl('hello', { nonNullable: true }) });
  req = signal(false);
  max = signal<number | null>(null);
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group"><kit-editor formControlName="body" /></form>`,
})
class ValidatorsHost {
  group = new FormGroup({ body: new FormControl('', { nonNullable: true, validators: [Validators.required, Validators.maxLength(5)] }) });
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctrl" initialEditType="wysiwyg" [placeholder]="placeholder()" [language]="language()"
    [toolbarItems]="toolbar()" [height]="height()" (contentChange)="changes = changes + 1" />`,
})
class WysiwygHost {
  ctrl = new FormControl('**start**', { nonNullable: true });
  placeholder = signal('');
  language = signal('en_US');
  toolbar = signal<unknown[] | undefined>(undefined);
  height = signal('300px');
  changes = 0;
}

@Component({
  imports: [KitEditorComponent, FormsModule],
  template: `@if (shown()) {<kit-editor [(ngModel)]="text" [initialEditType]="editType" [previewStyle]="style" [placeholder]="placeholder()" />}`,
})
class LongHost {
  shown = signal(true);
  text = '';
  editType: 'markdown' | 'wysiwyg' = 'wysiwyg';
  style: 'tab' | 'vertical' = 'vertical';
  placeholder = signal('');
}

const longDocument = () =>
  Array.from({ length: 400 }, (_, i) => `## Part ${i}\n\nSome *text* with \`code\` and a [link](https://example.com/${i}).\n\n\`\`\`js\nconst x${i} = ${i};\n\`\`\``).join('\n\n');

@Component({
  imports: [KitEditorComponent, FormField],
  template: `<kit-editor [formField]="f.body" /><button id="outside">x</button>`,
})
class SignalHost {
  model = signal({ body: 'abc' });
  off = signal(false);
  max = signal(10);
  need = signal(false);
  f = form(this.model, (p) => {
    disabled(p.body, () => this.off());
    maxLength(p.body, () => this.max());
    required(p.body, { when: () => this.need() });
  });
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<form [formGroup]="group" (ngSubmit)="submits = submits + 1"><kit-editor formControlName="body" [initialEditType]="editType" />
    <button type="submit">Save</button></form>`,
})
class SubmitHost {
  group = new FormGroup({ body: new FormControl('hello', { nonNullable: true }) });
  editType: 'markdown' | 'wysiwyg' = 'markdown';
  submits = 0;
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<label id="body-label">Body</label><kit-editor aria-labelledby="body-label" [formControl]="body" previewStyle="vertical" />
    <kit-editor aria-label="Notes" previewStyle="vertical" /><kit-editor role="region" aria-label="Draft" /><kit-editor previewStyle="vertical" />`,
})
class NamedHost {
  body = new FormControl('', { nonNullable: true });
}

describe('kit-editor in an app: forms (QA)', () => {
  beforeAll(async () => {
    await loadQuill();
  });

  it('is a group an app can name (aria-labelledby, aria-label), so two editors are told apart; a role of its own stays (kbqa)', async () => {
    const fixture = TestBed.createComponent(NamedHost);
    await stable(fixture);
    const hosts = Array.from(fixture.nativeElement.querySelectorAll('kit-editor') as NodeListOf<HTMLElement>);
    expect(hosts.map((host) => host.getAttribute('role'))).toEqual(['group', 'group', 'region', 'group']);
    // Their side-by-side previews are named after them, so the page's preview regions differ.
    const previews = hosts.map((host) => host.querySelector('.kit-md-preview')!.getAttribute('aria-label'));
    expect([previews[0], previews[1], previews[3]]).toEqual(['Body: Preview', 'Notes: Preview', 'Preview']);
    expect(hosts[0].getAttribute('aria-labelledby')).toBe('body-label');
    expect(hosts[1].getAttribute('aria-label')).toBe('Notes');
    // The text area is inside the named group.
    expect(hosts[0].querySelector('.cm-content')!.closest('[role=group]')).toBe(hosts[0]);
  });

  it('ngModel updateOn blur: the model gets the text when focus leaves the editor', async () => {
    const fixture = TestBed.createComponent(ModelOptionsHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const editor = editorOf(fixture);
    cm(editor).focus();
    type(editor, 'x');
    await stable(fixture);
    expect(host.text).toBe('# Start');
    (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
    await stable(fixture);
    expect(host.text).toBe('x# Start');
    fixture.destroy();
  });

  it('ngModel updateOn submit: the model gets the text on submit', async () => {
    const fixture = TestBed.createComponent(ModelOptionsHost);
    const host = fixture.componentInstance;
    host.mode = 'submit';
    await stable(fixture);
    const editor = editorOf(fixture);
    type(editor, 'y');
    await stable(fixture);
    expect(host.text).toBe('# Start');
    fixture.nativeElement.querySelector('form').dispatchEvent(new Event('submit', { cancelable: true }));
    await stable(fixture);
    expect(host.text).toBe('y# Start');
    fixture.destroy();
  });

  it('formControlName: setValue, reset, disable, enable and runtime validator inputs', async () => {
    const fixture = TestBed.createComponent(GroupHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const editor = editorOf(fixture);
    const body = host.group.controls.body;
    body.setValue('set');
    await stable(fixture);
    expect(editor.service.getMarkdown()).toBe('set');
    type(editor, 'typed ');
    await stable(fixture);
    expect(body.value).toBe('typed set');
    expect(body.dirty).toBeTrue();
    host.group.reset();
    await stable(fixture);
    expect(editor.service.getMarkdown()).toBe('hello');
    expect(body.pristine).toBeTrue();
    host.group.disable();
    await stable(fixture);
    expect(cm(editor).state.readOnly).toBeTrue();
    host.group.enable();
    await stable(fixture);
    expect(cm(editor).state.readOnly).toBeFalse();
    host.max.set(3);
    await stable(fixture);
    expect(body.errors).toEqual({ maxlength: { requiredLength: 3, actualLength: 5 } });
    host.max.set(null);
    host.req.set(true);
    body.setValue('  ');
    await stable(fixture);
    expect(body.errors).toEqual({ required: true });
    host.req.set(false);
    await stable(fixture);
    expect(body.errors).toBeNull();
    body.markAsTouched();
    fixture.detectChanges();
    await stable(fixture);
    expect(body.touched).toBeTrue();
    fixture.destroy();
  });

  it("works with the control's own validators (Validators.required, maxLength)", async () => {
    const fixture = TestBed.createComponent(ValidatorsHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const body = host.group.controls.body;
    expect(body.errors).toEqual({ required: true });
    type(editorOf(fixture), 'abcdefg');
    await stable(fixture);
    expect(body.errors).toEqual({ maxlength: { requiredLength: 5, actualLength: 7 } });
    fixture.destroy();
  });

  it('in WYSIWYG: form writes, reset, disable, placeholder, language, toolbar and height at runtime', async () => {
    const fixture = TestBed.createComponent(WysiwygHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const editor = editorOf(fixture);
    await waitFor(() => editor.service.hasWysiwygView);
    const quill = editor.service.getWysiwygView().quill;
    expect(quill.root.querySelector('strong')?.textContent).toBe('start');
    host.ctrl.setValue('# Title');
    await stable(fixture);
    expect(quill.root.querySelector('h1')?.textContent).toBe('Title');
    expect(host.ctrl.pristine).toBeTrue();
    expect(host.changes).toBe(0);
    host.ctrl.setValue('');
    host.placeholder.set('Type here');
    await stable(fixture);
    expect(quill.root.getAttribute('data-placeholder')).toBe('Type here');
    expect(quill.root.classList).toContain('ql-blank');
    host.ctrl.reset();
    await stable(fixture);
    expect(editor.service.getMarkdown()).toBe('**start**');
    host.ctrl.disable();
    await stable(fixture);
    expect(quill.isEnabled()).toBeFalse();
    host.ctrl.enable();
    await stable(fixture);
    expect(quill.isEnabled()).toBeTrue();
    host.toolbar.set(['heading', 'bold']);
    host.height.set('500px');
    await stable(fixture);
    const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
    expect(el.querySelectorAll('[data-kit-toolbar-button]').length).toBe(2);
    expect(el.style.height).toBe('500px');
    host.language.set('de');
    await waitFor(() => (fixture.detectChanges(), quill.root.getAttribute('aria-label') !== 'WYSIWYG editor'));
    expect(editor.service.getMarkdown()).toBe('**start**');
    expect(editor.service.mode()).toBe('wysiwyg');
    fixture.destroy();
  });

  it('stays untouched while focus moves inside the editor: popups, tabs, mode switch, toolbar', async () => {
    const fixture = TestBed.createComponent(GroupHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
    const body = host.group.controls.body;
    const editor = editorOf(fixture);
    const steps: [string, () => void][] = [
      ['focus text', () => cm(editor).focus()],
      ['heading popup', () => (el.querySelector('[data-name="heading"]') as HTMLElement).click()],
      ['pick heading', () => (el.querySelector('.kit-heading-2') as HTMLElement).click()],
      ['link popup', () => (el.querySelector('[data-name="link"]') as HTMLElement).click()],
      ['escape link popup', () => el.querySelector('kit-editor-popup')!.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
      ['preview tab', () => press(el.querySelectorAll('.kit-editor-tab')[1] as HTMLElement)],
      ['write tab', () => press(el.querySelectorAll('.kit-editor-tab')[0] as HTMLElement)],
      ['bold', () => (el.querySelector('[data-name="bold"]') as HTMLElement).click()],
      ['wysiwyg by keyboard', () => {
        const button = el.querySelector('.kit-mode-button[data-mode="wysiwyg"]') as HTMLElement;
        button.focus();
        button.click();
      }],
      ['markdown by keyboard', () => {
        const button = el.querySelector('.kit-mode-button[data-mode="markdown"]') as HTMLElement;
        button.focus();
        button.click();
      }],
    ];
    // A mouse press focuses the button before its click.
    const press = (button: HTMLElement) => {
      button.focus();
      button.click();
    };
    const touchedAt: string[] = [];
    for (const [name, step] of steps) {
      step();
      await stable(fixture);
      await tick(20);
      if (body.touched) touchedAt.push(`${name} (focus on ${document.activeElement?.className})`);
      body.markAsUntouched();
    }
    expect(touchedAt).toEqual([]);
    fixture.destroy();
  });

  for (const editType of ['markdown', 'wysiwyg'] as const) {
    it(`removing a long-document editor at once, and while it streams, throws nothing later (${editType})`, async () => {
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
      window.addEventListener('error', onError);
      const fixture = TestBed.createComponent(LongHost);
      const host = fixture.componentInstance;
      host.text = longDocument();
      host.editType = editType;
      fixture.detectChanges();
      host.shown.set(false);
      await stable(fixture);
      host.shown.set(true);
      await stable(fixture);
      await tick(40);
      host.shown.set(false);
      await stable(fixture);
      await tick(600);
      window.removeEventListener('error', onError);
      expect(errors).toEqual([]);
      expect(host.text).toBe(longDocument());
      fixture.destroy();
    });
  }

  it('shows a placeholder set at runtime on an empty editor, in both modes', async () => {
    const fixture = TestBed.createComponent(LongHost);
    const host = fixture.componentInstance;
    host.editType = 'markdown';
    await stable(fixture);
    const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
    host.placeholder.set('Say something');
    await stable(fixture);
    expect(el.querySelector('.cm-placeholder [data-kit-placeholder]')?.getAttribute('data-kit-placeholder')).toBe('Say something');
    (el.querySelector('.kit-mode-button[data-mode="wysiwyg"]') as HTMLElement).click();
    await waitFor(() => editorOf(fixture).service.mode() === 'wysiwyg');
    const root = editorOf(fixture).service.getWysiwygView().quill.root;
    expect(root.getAttribute('data-placeholder')).toBe('Say something');
    host.placeholder.set('');
    await stable(fixture);
    expect(root.getAttribute('data-placeholder')).toBe('');
    fixture.destroy();
  });

  it('signal forms: runtime disabled(), maxLength(), required(), touched on blur, model writes', async () => {
    const fixture = TestBed.createComponent(SignalHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const editor = editorOf(fixture);
    const field = host.f.body;
    host.off.set(true);
    await stable(fixture);
    expect(cm(editor).state.readOnly).toBeTrue();
    host.off.set(false);
    await stable(fixture);
    expect(cm(editor).state.readOnly).toBeFalse();
    host.max.set(2);
    await stable(fixture);
    expect(field().errors().map((e) => e.kind)).toEqual(['maxLength']);
    host.max.set(10);
    host.need.set(true);
    host.model.set({ body: '' });
    await stable(fixture);
    expect(editor.service.getMarkdown()).toBe('');
    expect(field().errors().map((e) => e.kind)).toEqual(['required']);
    expect(cm(editor).contentDOM.getAttribute('aria-required')).toBe('true');
    cm(editor).focus();
    type(editor, 'hi');
    await stable(fixture);
    expect(host.model().body).toBe('hi');
    expect(field().touched()).toBeFalse();
    (fixture.nativeElement.querySelector('#outside') as HTMLElement).focus();
    await stable(fixture);
    expect(field().touched()).toBeTrue();
    expect(field().dirty()).toBeTrue();
    fixture.destroy();
  });

  for (const editType of ['markdown', 'wysiwyg'] as const) {
    it(`a disabled editor's toolbar, shortcuts and popups change nothing (${editType})`, async () => {
      const fixture = TestBed.createComponent(GroupHost);
      const host = fixture.componentInstance;
      await stable(fixture);
      const editor = editorOf(fixture);
      const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
      if (editType === 'wysiwyg') {
        editor.editor.changeMode('wysiwyg');
        await stable(fixture);
      }
      host.group.disable();
      await stable(fixture);
      const changes: unknown[] = [];
      editor.contentChange.subscribe((e) => changes.push(e));
      for (const name of ['bold', 'italic', 'hr', 'quote', 'ul', 'task', 'code', 'codeblock', 'indent']) {
        (el.querySelector(`[data-name="${name}"]`) as HTMLElement).click();
        await stable(fixture);
      }
      (el.querySelector('[data-name="heading"]') as HTMLElement).click();
      await stable(fixture);
      (el.querySelector('.kit-heading-1') as HTMLElement | null)?.click();
      await stable(fixture);
      const area = editType === 'markdown' ? cm(editor).contentDOM : editor.service.getWysiwygView().quill.root;
      area.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', code: 'KeyB', ctrlKey: true, bubbles: true, cancelable: true }));
      await stable(fixture);
      expect(editor.service.getMarkdown()).toBe('hello');
      expect(changes).toEqual([]);
      expect(host.group.getRawValue().body).toBe('hello');
      fixture.destroy();
    });
  }

  for (const editType of ['markdown', 'wysiwyg'] as const) {
    it(`inserting a link or an image from its popup does not submit the app's form (${editType})`, async () => {
      const fixture = TestBed.createComponent(SubmitHost);
      const host = fixture.componentInstance;
      host.editType = editType;
      await stable(fixture);
      const el = fixture.nativeElement.querySelector('kit-editor') as HTMLElement;
      const formDirective = fixture.debugElement.query(By.css('form')).injector.get(FormGroupDirective);
      (el.querySelector('[data-name="link"]') as HTMLElement).click();
      await stable(fixture);
      const popup = el.querySelector('kit-editor-popup')!;
      const [url, text] = Array.from(popup.querySelectorAll('input'));
      url.value = 'https://example.com';
      url.dispatchEvent(new Event('input'));
      text.value = 'site';
      text.dispatchEvent(new Event('input'));
      (popup.querySelector('.kit-popup-ok') as HTMLElement).click();
      await stable(fixture);
      expect(host.group.value.body).toContain('[site](https://example.com)');
      (el.querySelector('[data-name="image"]') as HTMLElement).click();
      await stable(fixture);
      const image = el.querySelector('kit-editor-popup')!;
      const imageUrl = image.querySelector('input[type="url"]') as HTMLInputElement | null;
      if (imageUrl) {
        imageUrl.value = 'https://example.com/a.png';
        imageUrl.dispatchEvent(new Event('input'));
      }
      (image.querySelector('.kit-popup-ok') as HTMLElement).click();
      await stable(fixture);
      expect(host.submits).toBe(0);
      expect(formDirective.submitted).toBeFalse();
      fixture.destroy();
    });
  }

  it('switching modes without edits neither dirties the control nor emits a value', async () => {
    const fixture = TestBed.createComponent(GroupHost);
    const host = fixture.componentInstance;
    host.group.setValue({ body: '# Title\n\n- [ ] task\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n```js\nx\n```' });
    await stable(fixture);
    const values: unknown[] = [];
    host.group.valueChanges.subscribe((v) => values.push(v));
    const editor = editorOf(fixture);
    editor.editor.changeMode('wysiwyg');
    await stable(fixture);
    editor.editor.changeMode('markdown');
    await stable(fixture);
    expect(values).toEqual([]);
    expect(host.group.dirty).toBeFalse();
    fixture.destroy();
  });

  it('undo right after a form write in WYSIWYG does not bring back the replaced document', async () => {
    const fixture = TestBed.createComponent(WysiwygHost);
    const host = fixture.componentInstance;
    await stable(fixture);
    const editor = editorOf(fixture);
    await waitFor(() => editor.service.hasWysiwygView);
    const quill = editor.service.getWysiwygView().quill;
    quill.insertText(quill.getLength() - 1, ' typed', 'user');
    await stable(fixture);
    host.ctrl.setValue('# Replaced');
    await stable(fixture);
    quill.history.undo();
    await stable(fixture);
    expect(editor.service.getMarkdown()).toBe('# Replaced');
    expect(host.ctrl.value).toBe('# Replaced');
    fixture.destroy();
  });
});
