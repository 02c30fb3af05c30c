import type { KitEventBus } from 'kit-ui/core';
import type { KitEditorEvents } from './editor-events';

type AnyHandler = (...args: never[]) => unknown;

/**
 * TOAST UI 1.x's `editor.eventManager`, which custom toolbar buttons and extensions use: event
 * types of their own, listening, emitting, and removing a handler again.
 */
export interface KitEventManager {
  /** Accepts one more event name (a custom button's `event`); a known name is kept. */
  addEventType(name: string): void;
  /** Calls the handlers of `name` with `args`; returns what they returned (undefined left out). */
  emit(name: string, ...args: unknown[]): unknown[];
  /**
   * Calls the handlers of `name` in turn, each with the value so far (then `args`); a truthy
   * return replaces the value. Returns the final value.
   */
  emitReduce(name: string, value: unknown, ...args: unknown[]): unknown;
  /** Binds `handler` to `name` (`'type'` or `'type.namespace'`). */
  listen(name: string, handler: AnyHandler): void;
  /**
   * Removes `handler` from `name`, or without a handler every handler an app or extension bound
   * to `name` (`'type'`, `'type.namespace'` or `'.namespace'`); never the editor's own wiring.
   */
  removeEventHandler(name: string, handler?: AnyHandler): void;
}

/**
 * The event manager of an editor whose events run on `bus`. `ownListener` is the editor's own
 * part of `emit` (its popups opening on 1.x's popup events): it runs before the app's handlers,
 * as 1.x's popups were bound before any of them, and cannot be removed by the app.
 */
export function eventManagerOf<E extends object = KitEditorEvents>(bus: KitEventBus<E>, ownListener?: (name: string) => void): KitEventManager {
  const type = (name: string) => name as keyof E & string;
  return {
    addEventType: (name) => bus.addEventType(name),
    emit: (name, ...args) => {
      ownListener?.(name);
      return bus.invoke(type(name), (handler) => (handler as (...a: unknown[]) => unknown)(...args));
    },
    emitReduce: (name, value, ...args) => {
      let result = value;
      bus.invoke(type(name), (handler) => {
        const next = (handler as (...a: unknown[]) => unknown)(result, ...args);
        if (next) result = next;
        return next;
      });
      return result;
    },
    listen: (name, handler) => bus.on(type(name), handler as never),
    removeEventHandler: (name, handler) => bus.off(type(name), handler as never),
  };
}
