import { Component, provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KitEditorComponent } from './editor.component';
import { KIT_EDITOR_DEFAULT_OPTIONS, type KitEditorDefaultOptions } from 'kit-ui/editor/defaults';
import { KitEditor } from './kit-editor';

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor /><kit-editor initialValue="y" previewStyle="tab" language="en_US" />`,
})
class TwoEditors {}

describe('KIT_EDITOR_DEFAULT_OPTIONS', () => {
  async function render(defaults: KitEditorDefaultOptions) {
    await KitEditor.i18n.load('de');
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), { provide: KIT_EDITOR_DEFAULT_OPTIONS, useValue: defaults }] });
    const fixture = TestBed.createComponent(TwoEditors);
    fixture.detectChanges();
    await fixture.whenStable();
    const [first, second] = Array.from((fixture.nativeElement as HTMLElement).querySelectorAll<HTMLElement>('kit-editor'));
    return { fixture, first, second };
  }

  it('every editor of the app starts from them; a bound input wins', async () => {
    const { fixture, first, second } = await render({ language: 'de', previewStyle: 'vertical', height: 420, hideModeSwitch: true, placeholder: 'Schreiben…', theme: 'dark' });
    expect(first.style.height).toBe('420px');
    expect(first.querySelector('.kit-editor-vertical')).not.toBeNull();
    expect(first.querySelector('.kit-mode-switch')).toBeNull();
    expect(first.classList).toContain('kit-theme-dark');
    expect(first.getAttribute('lang')).toBe('de-DE');
    expect(first.querySelector('.cm-placeholder [data-kit-placeholder]')?.getAttribute('data-kit-placeholder')).toBe('Schreiben…');
    // The second binds its own preview style and language.
    expect(second.querySelector('.kit-editor-vertical')).toBeNull();
    expect(second.querySelector('.kit-editor-tab')).not.toBeNull();
    expect(second.getAttribute('lang')).toBe('en-US');
    fixture.destroy();
  });

  it('a wrong default throws, naming it', async () => {
    // Where it was given too: the same message for a bound [previewStyle] would send the app looking for a binding.
    await expectAsync(render({ previewStyle: 'side' as never })).toBeRejectedWithError(/^KIT_EDITOR_DEFAULT_OPTIONS\.previewStyle: Unknown preview style "side"/);
    TestBed.resetTestingModule();
    await expectAsync(render({ height: 'tall' as never })).toBeRejectedWithError(/^KIT_EDITOR_DEFAULT_OPTIONS\.height: /);
    TestBed.resetTestingModule();
    await expectAsync(render({ language: 5 as never })).toBeRejectedWithError(/^KIT_EDITOR_DEFAULT_OPTIONS\.language must be a string, got 5\.$/);
    TestBed.resetTestingModule();
    await expectAsync(render({ colour: 'red' } as never)).toBeRejectedWithError(/Unknown editor default "colour" in KIT_EDITOR_DEFAULT_OPTIONS/);
  });
});
