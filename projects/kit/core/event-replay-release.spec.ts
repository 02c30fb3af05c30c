import {
  type ApplicationRef,
  type Type,
  createComponent,
  provideZonelessChangeDetection,
  APP_ID,
  ɵJSACTION_BLOCK_ELEMENT_MAP as JSACTION_BLOCK_ELEMENT_MAP,
  ɵwithEventReplay as withEventReplay,
} from '@angular/core';
import { createApplication } from '@angular/platform-browser';
import { KitEditorComponent, KitViewerComponent, ready } from 'kit-ui/editor';
import { KitPaginationComponent } from 'kit-ui/pagination';

/**
 * In an app with event replay (`provideClientHydration(withEventReplay())`, the `ng new --ssr`
 * set-up) Angular 21 keeps each element that gets a listener in an app-wide map, with its
 * listeners and so its component (angular/angular#66506): a kit component destroyed there must
 * take its elements out, or every editor toggled with `@if` stays in memory.
 */
describe('kit components in an app with event replay', () => {
  const APP = 'kit-replay-spec';
  let app: ApplicationRef;
  let map: Map<string, Set<Element>>;

  beforeAll(async () => {
    await ready;
    // What the server-rendered page's inline script leaves for the client: event replay on for this app.
    (window as unknown as { _ejsas?: Record<string, unknown> })._ejsas = { [APP]: {} };
    app = await createApplication({ providers: [provideZonelessChangeDetection(), { provide: APP_ID, useValue: APP }, withEventReplay()] });
    map = app.injector.get(JSACTION_BLOCK_ELEMENT_MAP);
  });

  afterAll(() => {
    app.destroy();
    delete (window as unknown as { _ejsas?: unknown })._ejsas;
  });

  /** The elements of `host` the map holds. */
  function stashedIn(host: Element): Element[] {
    return [...map.values()].flatMap((elements) => [...elements]).filter((element) => element === host || host.contains(element));
  }

  const components: [string, Type<unknown>][] = [
    ['kit-editor', KitEditorComponent],
    ['kit-viewer', KitViewerComponent],
    ['kit-pagination', KitPaginationComponent],
  ];
  for (const [name, component] of components) {
    it(`${name}: leaves none of its elements or listeners in the replay map once destroyed`, () => {
      const host = document.body.appendChild(document.createElement('div'));
      const ref = createComponent(component, { environmentInjector: app.injector, hostElement: host });
      app.attachView(ref.hostView);
      ref.changeDetectorRef.detectChanges();
      const stashed = stashedIn(host);
      expect(stashed.length).withContext('Angular keeps its listening elements while it lives (else this spec tests nothing)').toBeGreaterThan(0);
      ref.destroy();
      expect(stashedIn(host)).toEqual([]);
      expect(stashed.filter((element) => element.__jsaction_fns !== undefined)).toEqual([]);
      host.remove();
    });
  }
});
