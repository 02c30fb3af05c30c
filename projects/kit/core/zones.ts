// kit is built for zoneless Angular. In an app that still runs zone.js
// (`provideZoneChangeDetection()`), Angular checks the whole app after every task of its zone, so
// kit makes its views (CodeMirror's and Quill's listeners, their frames and timers) outside that
// zone (`NgZone.runOutsideAngular`), and calls back into the app's code in the zone the app was in
// when it handed kit that code, as zone.js does for a DOM listener.

/** What kit uses of zone.js's `Zone`. */
interface ZoneJsZone {
  run<T>(callback: () => T): T;
}
interface ZoneJs {
  readonly current: ZoneJsZone;
  readonly root: ZoneJsZone;
}

/** Calls `callback` where it is (no zone.js, or no zone to go back to). */
function callHere<T>(callback: () => T): T {
  return callback();
}

/**
 * A runner for the zone.js zone current now: it calls a callback in that zone (Angular's, when an
 * app binds a handler or an output), wherever it is called from, so that what the callback changes
 * is seen by the app's change detection. Without zone.js, or in its root zone, it calls the callback
 * as it is. Take it when the app hands over its code (`on()`, `registerOnChange`, an output's
 * subscription).
 */
export function zoneOfCaller(): <T>(callback: () => T) => T {
  const zoneJs = (globalThis as { Zone?: ZoneJs }).Zone;
  const zone = zoneJs?.current;
  if (!zoneJs || !zone || zone === zoneJs.root) return callHere;
  return (callback) => (zoneJs.current === zone ? callback() : zone.run(callback));
}
