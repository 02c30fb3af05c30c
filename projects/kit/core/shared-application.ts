import { ApplicationRef, EnvironmentProviders, Provider, provideZonelessChangeDetection } from '@angular/core';
import { createApplication } from '@angular/platform-browser';

let pending: Promise<ApplicationRef> | undefined;
let application: ApplicationRef | undefined;
let extraProviders: (Provider | EnvironmentProviders)[] = [];

/**
 * Adds providers (default options, intl, a usage reporter...) to the application that the plain
 * classes share. Call it before the first `whenKitReady()`; later calls cannot change a running
 * application and throw.
 */
export function configureKitApplication(providers: (Provider | EnvironmentProviders)[]): void {
  if (pending) {
    throw new Error('configureKitApplication() must be called before kit is ready (before the first `await ready`).');
  }
  extraProviders = [...extraProviders, ...providers];
}

/**
 * Starts (once per page) the zoneless Angular application that hosts every plain-class instance
 * (`new Pagination(...)`, `new KitEditor(...)`) and resolves with it.
 * Nothing is created until this is first called, so importing kit has no side effects.
 */
export function whenKitReady(): Promise<ApplicationRef> {
  pending ??= createApplication({
    providers: [provideZonelessChangeDetection(), ...extraProviders],
  }).then((app) => (application = app));
  return pending;
}

/**
 * Resolves when the shared application is up; plain classes can be constructed synchronously after.
 * Lazy: awaiting it is what starts the application. The `kit.js` browser bundle awaits it at load,
 * so plain pages never need it; bundler users write `await ready` once before `new Pagination(...)`.
 */
export const ready: PromiseLike<ApplicationRef> = {
  then: (onReady, onError) => whenKitReady().then(onReady, onError),
};

/**
 * The running shared application, for the plain classes' synchronous constructors.
 * @throws Error naming `className` when `ready` has not resolved yet.
 */
export function sharedApplication(className: string): ApplicationRef {
  if (!application || application.destroyed) {
    throw new Error(
      `${className} cannot be constructed before kit is ready: \`await ready\` (exported by kit-ui) first. ` +
        'The kit.js browser bundle does this before it defines window.kit.',
    );
  }
  return application;
}
