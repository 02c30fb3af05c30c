import { isPlatformBrowser } from '@angular/common';
import {
  DestroyRef,
  EnvironmentInjector,
  EnvironmentProviders,
  PLATFORM_ID,
  inject,
  makeEnvironmentProviders,
  provideEnvironmentInitializer,
} from '@angular/core';

/**
 * The editor's warm-up for the app's own providers (`bootstrapApplication(App, { providers:
 * [provideKitEditorLazyWarmUp()] })`, or the routes file's): when the page is first idle, it
 * fetches the editor's code (`kit-ui/editor`, its own chunk) and builds one editor off screen, in
 * the browser only, so the first `<kit-editor>` the app shows later (a lazy route, a dialog) starts
 * with its code downloaded and warm. `provideKitEditorWarmUp()` from `kit-ui/editor` does the same
 * without the fetch, and, imported where the app starts, puts the whole editor in its initial bundle.
 */
export function provideKitEditorLazyWarmUp(): EnvironmentProviders {
  return makeEnvironmentProviders([
    provideEnvironmentInitializer(() => {
      if (!isPlatformBrowser(inject(PLATFORM_ID))) return;
      const injector = inject(EnvironmentInjector);
      // An injector destroyed first (a test, a route's injector) cancels it: the warm-up would
      // build in a destroyed injector.
      let destroyed = false;
      let idle: number | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      inject(DestroyRef).onDestroy(() => {
        destroyed = true;
        if (idle !== undefined) cancelIdleCallback(idle);
        clearTimeout(timer);
      });
      const fetchAndWarm = () =>
        import('kit-ui/editor').then(
          ({ warmUpKitEditor }) => destroyed || warmUpKitEditor(injector),
          (error: unknown) => console.warn('kit: provideKitEditorLazyWarmUp() could not load the editor:', error),
        );
      // Not while the app starts: the first idle moment (at most 2 s later), as the warm-up itself.
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => void fetchAndWarm(), { timeout: 2000 });
      else timer = setTimeout(() => void fetchAndWarm(), 200);
    }),
  ]);
}
