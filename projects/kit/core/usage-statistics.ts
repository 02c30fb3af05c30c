import { InjectionToken, Injector } from '@angular/core';
import { describeValue } from './event-bus';

/** Receives the page's hostname when a component with `usageStatistics: true` is created. */
export type KitUsageReporter = (hostname: string, component: string) => void;

/**
 * Registers a usage reporter for an Angular application. kit itself never sends anything:
 * `usageStatistics: true` only means "the app may report", and without a reporter nothing happens.
 */
export const KIT_USAGE_REPORTER = new InjectionToken<KitUsageReporter>('KIT_USAGE_REPORTER');

let globalReporter: KitUsageReporter | undefined;

/** Registers (or, with `undefined`, removes) the reporter used by plain-page users. */
export function setKitUsageReporter(reporter: KitUsageReporter | undefined): void {
  if (reporter !== undefined && typeof reporter !== 'function') {
    throw new TypeError(`setKitUsageReporter(reporter) expects a function or undefined, got ${describeValue(reporter)}.`);
  }
  globalReporter = reporter;
}

/**
 * Calls the registered reporter once for a new component instance, when the user consented.
 * `injector` is null outside Angular (the plain-page bundle): only `setKitUsageReporter` counts.
 * A reporter that throws is the app's bug, not the component's: it is logged and ignored.
 */
export function reportUsage(injector: Injector | null, consent: boolean, component: string): void {
  if (!consent) {
    return;
  }
  const reporter = injector?.get(KIT_USAGE_REPORTER, null, { optional: true }) ?? globalReporter;
  const hostname = typeof location === 'undefined' ? '' : location.hostname;
  try {
    reporter?.(hostname, component);
  } catch (error) {
    console.error('kit: the usage reporter threw', error);
  }
}
