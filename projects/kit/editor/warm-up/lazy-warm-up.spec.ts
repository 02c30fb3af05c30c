import { Component, provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { forgetWarmUpsForSpecs } from '../editor-warm-up';
import { provideKitEditorLazyWarmUp } from './lazy-warm-up';

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));

describe('provideKitEditorLazyWarmUp (kit-ui/editor/warm-up)', () => {
  it('fetches the editor when the page is idle and builds one off screen in the app, leaving nothing behind', async () => {
    forgetWarmUpsForSpecs();
    const built = new Set<HTMLElement>();
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLElement && node.inert) built.add(node);
    });
    observer.observe(document.body, { childList: true });
    spyOn(console, 'warn');
    @Component({ template: '<p>app</p>' })
    class App {}
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), provideKitEditorLazyWarmUp()] });
    const fixture = TestBed.createComponent(App);
    fixture.detectChanges();
    for (let i = 0; i < 4 && !built.size; i++) await idle();
    observer.disconnect();
    expect(console.warn).not.toHaveBeenCalled();
    expect(built.size).withContext('one off-screen host was added').toBe(1);
    expect([...built][0].isConnected).withContext('and removed').toBe(false);
    fixture.destroy();
  });
});
