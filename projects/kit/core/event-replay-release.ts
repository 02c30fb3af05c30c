import { DestroyRef, ElementRef, inject, ɵJSACTION_BLOCK_ELEMENT_MAP as JSACTION_BLOCK_ELEMENT_MAP } from '@angular/core';

/**
 * Lets a kit component be freed when it is destroyed in an app with event replay
 * (`provideClientHydration(withEventReplay())`, what `ng new --ssr` sets up). Angular 21 keeps
 * every element that gets a template or host listener, also after hydration, in an app-wide map
 * with its listeners, and through them the component: an editor toggled with `@if` was never
 * freed (~170 KB and a CodeMirror view each; angular/angular#66506, fixed in Angular 22, which
 * keeps only server-rendered elements). On destroy this takes the component's own elements out of
 * that map. Call it in the component's injection context.
 */
export function releaseReplayListenersOnDestroy(): void {
  const map = inject(JSACTION_BLOCK_ELEMENT_MAP, { optional: true });
  if (!map) return;
  const host: Element = inject(ElementRef).nativeElement;
  inject(DestroyRef).onDestroy(() => {
    for (const elements of map.values()) {
      for (const element of elements) {
        if (element === host || host.contains(element)) {
          elements.delete(element);
          element.__jsaction_fns = undefined; // Angular's own field (typed on Element by @angular/core)
        }
      }
    }
  });
}
