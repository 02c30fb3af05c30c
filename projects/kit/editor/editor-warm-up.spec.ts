import { ApplicationRef, Component, provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KitEditor, provideKitEditorWarmUp, ready, warmUpKitEditor } from './kit-editor';
import { forgetWarmUpsForSpecs } from './editor-warm-up';
import { watchWarmUpHosts } from './editor-spec-helpers';

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));

describe('warmUpKitEditor', () => {
  beforeAll(async () => {
    await ready;
  });
  // Once per page: another spec (kit-ui/editor/warm-up's) may have warmed up already.
  beforeEach(() => forgetWarmUpsForSpecs());

  it('builds one editor off screen when the page is idle and leaves nothing behind', async () => {
    const before = Array.from(document.body.children);
    const { hosts: built, stop } = watchWarmUpHosts();
    spyOn(console, 'error');
    warmUpKitEditor();
    warmUpKitEditor(); // once per page
    await idle();
    await idle();
    stop();
    expect(built.size).withContext('one host was added').toBe(1);
    const [host] = built;
    expect(host.getAttribute('aria-hidden')).toBe('true');
    expect(host.inert).toBe(true);
    expect(host.style.visibility).toBe('hidden');
    expect(host.isConnected).withContext('the host is gone').toBe(false);
    expect(host.childElementCount).withContext('the editor was removed from it').toBe(0);
    expect(Array.from(document.body.children)).toEqual(before);
    expect(KitEditor.getInstances()).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('in an Angular app (provideKitEditorWarmUp) builds the editor in the app, off screen, and leaves nothing behind', async () => {
    const { hosts: built, stop } = watchWarmUpHosts();
    spyOn(console, 'warn');
    @Component({ template: '<p>app</p>' })
    class App {}
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection(), provideKitEditorWarmUp()] });
    const fixture = TestBed.createComponent(App);
    fixture.detectChanges();
    await idle();
    await idle();
    stop();
    expect(console.warn).not.toHaveBeenCalled();
    expect(built.size).withContext('one host was added').toBe(1);
    const [host] = built;
    expect(host.isConnected).toBe(false);
    expect(TestBed.inject(ApplicationRef).viewCount).toBe(0);
    fixture.destroy();
  });
});
