import { Component, provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { forgetWarmUpsForSpecs } from '../editor-warm-up';
import { watchWarmUpHosts } from '../editor-spec-helpers';
import { provideKitEditorLazyWarmUp } from './lazy-warm-up';

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));

describe('provideKitEditorLazyWarmUp (kit-ui/editor/warm-up)', () => {
  it('fetches the editor when the page is idle and builds one off screen in the app, leaving nothing behind', async () => {
    forgetWarmUpsForSpecs();
    const { hosts: built, stop } = watchWarmUpHosts();
    spyOn(console, 'warn');
    @Component({ template: '<p>app</p>' })
    class App {}
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), provideKitEditorLazyWarmUp()] });
    const fixture = TestBed.createComponent(App);
    fixture.detectChanges();
    // The editor's chunk is fetched first: on a busy machine that outlasts a few idle periods.
    for (const deadline = Date.now() + 20_000; !built.size && Date.now() < deadline; ) await idle();
    stop();
    expect(console.warn).not.toHaveBeenCalled();
    expect(built.size).withContext('one off-screen host was added').toBe(1);
    expect([...built][0].isConnected).withContext('and removed').toBe(false);
    fixture.destroy();
  });
});
