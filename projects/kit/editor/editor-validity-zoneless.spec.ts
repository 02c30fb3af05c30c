import { ChangeDetectionStrategy, Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { KitEditorComponent } from './editor.component';

// The host's template shows what the form holds without waiting for some other change detection
// (zoneless: nothing else schedules one), as with a native input: the value the user types, and the
// new validity once `[maxLength]` or `[required]` changes (checked before and after the editor in
// the template). In a default and an OnPush host.

const TEMPLATE = `<p class="before">{{ ctl.valid }}</p>
  <kit-editor [formControl]="ctl" [maxLength]="max()" [required]="need()" />
  <p class="after">{{ ctl.valid }}</p>`;

@Component({ imports: [KitEditorComponent, ReactiveFormsModule], template: TEMPLATE })
class DefaultHost {
  ctl = new FormControl('hello', { nonNullable: true });
  max = signal<number | null>(null);
  need = signal(false);
}

@Component({ imports: [KitEditorComponent, ReactiveFormsModule], template: TEMPLATE, changeDetection: ChangeDetectionStrategy.OnPush })
class OnPushHost extends DefaultHost {}

@Component({ imports: [KitEditorComponent, ReactiveFormsModule], template: `<kit-editor [formControl]="ctl" /><pre>{{ ctl.value }}</pre>` })
class ValueHost {
  ctl = new FormControl('hello', { nonNullable: true });
}

@Component({
  imports: [KitEditorComponent, ReactiveFormsModule],
  template: `<kit-editor [formControl]="ctl" /><pre>{{ ctl.value }}</pre>`,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class OnPushValueHost extends ValueHost {}

describe('kit-editor validator inputs in a zoneless app', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
  });

  for (const [name, host] of [['a default host', DefaultHost], ['an OnPush host', OnPushHost]] as const) {
    it(`${name} shows the new validity once [maxLength] or [required] changes`, async () => {
      const fixture: ComponentFixture<DefaultHost> = TestBed.createComponent(host);
      fixture.autoDetectChanges();
      await fixture.whenStable();
      const shown = () => [...(fixture.nativeElement as HTMLElement).querySelectorAll('p')].map((p) => p.textContent);
      const ctl = fixture.componentInstance.ctl;
      expect(shown()).toEqual(['true', 'true']);

      fixture.componentInstance.max.set(3);
      await fixture.whenStable();
      expect(ctl.valid).toBeFalse();
      expect(shown()).withContext('maxLength 3 < 5').toEqual(['false', 'false']);

      fixture.componentInstance.max.set(null);
      await fixture.whenStable();
      expect(shown()).withContext('no maxLength').toEqual(['true', 'true']);

      ctl.setValue(' ');
      fixture.componentInstance.need.set(true);
      await fixture.whenStable();
      expect(ctl.errors).toEqual({ required: true });
      expect(shown()).withContext('required, blank').toEqual(['false', 'false']);

      fixture.componentInstance.need.set(false);
      await fixture.whenStable();
      expect(shown()).withContext('not required').toEqual(['true', 'true']);
      fixture.destroy();
    });
  }

  for (const [name, host] of [['a default host', ValueHost], ['an OnPush host', OnPushValueHost]] as const) {
    it(`${name} shows the value the user types (as with a native input)`, async () => {
      const fixture: ComponentFixture<ValueHost> = TestBed.createComponent(host);
      fixture.autoDetectChanges();
      await fixture.whenStable();
      const shown = () => (fixture.nativeElement as HTMLElement).querySelector('pre')!.textContent;
      expect(shown()).toBe('hello');
      const editor = fixture.debugElement.children.find((d) => d.componentInstance instanceof KitEditorComponent)!.componentInstance as KitEditorComponent;
      const view = editor.editor!.getCodeMirror();
      // What typing does: an input transaction from CodeMirror's own DOM listener, outside Angular.
      view.dispatch({ changes: { from: 5, insert: ' world' }, selection: { anchor: 11 }, userEvent: 'input.type' });
      await fixture.whenStable();
      expect(fixture.componentInstance.ctl.value).toBe('hello world');
      expect(shown()).toBe('hello world');
      for (const key of ['!', '?', '.']) {
        view.dispatch({ changes: { from: view.state.doc.length, insert: key }, userEvent: 'input.type' });
        await fixture.whenStable();
        expect(shown()).withContext(`after typing ${key}`).toBe(fixture.componentInstance.ctl.value);
      }
      fixture.destroy();
    });
  }
});
