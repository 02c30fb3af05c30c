import { zoneOfCaller } from './zones';

/** A handler bound with `on`/`once`; its return value matters only for cancellable events. */
export type KitEventHandler<T> = (event: T) => unknown;

interface Binding<T> {
  readonly handler: KitEventHandler<T>;
  readonly once: boolean;
  /** Calls the handler in the zone.js zone it was bound in (see `zoneOfCaller`). */
  readonly enter: ReturnType<typeof zoneOfCaller>;
  /** The namespace of `on('type.namespace', fn)`, for `off('type.namespace')` and `off('.namespace')`. */
  readonly namespace?: string;
}

/** An event name, optionally with a namespace (`'change.myPlugin'`), as TOAST UI's event manager takes. */
export type KitNamespacedEvent<K extends string> = K | `${K}.${string}`;

/** Splits `'type.namespace'` into its type and namespace. */
function splitName(name: string): [type: string, namespace: string | undefined] {
  const dot = typeof name === 'string' ? name.indexOf('.') : -1;
  return dot < 0 ? [name, undefined] : [name.slice(0, dot), name.slice(dot + 1)];
}

/**
 * A small typed event emitter with the `on`/`off`/`once`/`fire` surface of tui components.
 * Event names are checked: an unknown name throws instead of binding a handler that never runs.
 */
export class KitEventBus<Events extends object> {
  private readonly bindings = new Map<keyof Events, Binding<never>[]>();
  private readonly names: (keyof Events & string)[];

  /** @param names every event name this bus accepts; used to reject typos loudly. */
  constructor(
    names: readonly (keyof Events & string)[],
    private readonly owner = 'component',
  ) {
    this.names = [...names];
  }

  /** Accepts one more event name (for custom toolbar events and extensions); known names are kept. */
  addEventType(name: string): void {
    if (typeof name !== 'string' || name === '') throw new TypeError(`An event type must be a non-empty string, got ${describeValue(name)}.`);
    if (name.includes('.')) throw new TypeError(`An event type cannot contain a dot (it starts a namespace: 'type.namespace'), got ${describeValue(name)}.`);
    if (!this.names.includes(name as keyof Events & string)) this.names.push(name as keyof Events & string);
  }

  /** Whether `name` is an event name this bus accepts. */
  hasEventType(name: string): boolean {
    return this.names.includes(name as keyof Events & string);
  }

  /** Binds `handler` to `name` (`'type'` or `'type.namespace'`). */
  on<K extends keyof Events & string>(name: KitNamespacedEvent<K>, handler: KitEventHandler<Events[K]>): void {
    this.add(name, handler, false);
  }

  /** Binds `handler` to `name` (`'type'` or `'type.namespace'`) for the next firing only. */
  once<K extends keyof Events & string>(name: KitNamespacedEvent<K>, handler: KitEventHandler<Events[K]>): void {
    this.add(name, handler, true);
  }

  /**
   * Unbinds: one handler, every handler of `'type'`, the handlers of `'type.namespace'`, those of
   * `'.namespace'` on every type, or (no arguments) every handler.
   */
  off<K extends keyof Events & string>(name?: KitNamespacedEvent<K> | `.${string}`, handler?: KitEventHandler<Events[K]>): void {
    if (name === undefined) {
      this.bindings.clear();
      return;
    }
    const [type, namespace] = splitName(name);
    const types = type === '' && namespace !== undefined ? [...this.bindings.keys()] : [type as keyof Events];
    if (type !== '' || namespace === undefined) this.check(type);
    for (const each of types) {
      const left = (this.bindings.get(each) ?? []).filter(
        (b) => (namespace !== undefined && b.namespace !== namespace) || (handler !== undefined && b.handler !== handler),
      );
      if (left.length) this.bindings.set(each, left);
      else this.bindings.delete(each);
    }
  }

  /** True when at least one handler is bound to `name`. */
  has(name: keyof Events & string): boolean {
    return (this.bindings.get(name)?.length ?? 0) > 0;
  }

  /**
   * Calls every handler of `name` in binding order. A handler that throws does not keep the others
   * from running (one faulty listener must not silence the rest, as with DOM events); the first
   * error is thrown again once all have run, any further ones are reported (`reportError`).
   * @returns false when any handler returned exactly `false` (the tui convention for "cancel").
   */
  fire<K extends keyof Events & string>(name: K, event: Events[K]): boolean {
    let proceed = true;
    this.each(name, (handler) => {
      if (handler(event) === false) proceed = false;
    });
    return proceed;
  }

  /**
   * Calls every handler of `name` through `call` (for handlers that take several arguments) and
   * returns what they returned, leaving out `undefined`. Errors as `fire`.
   */
  invoke<K extends keyof Events & string>(name: K, call: (handler: KitEventHandler<Events[K]>) => unknown): unknown[] {
    const results: unknown[] = [];
    this.each(name, (handler) => {
      const result = call(handler);
      if (result !== undefined) results.push(result);
    });
    return results;
  }

  /** Runs `call` for every handler of `name` (a copy: a handler may bind or unbind meanwhile); see `fire` for errors. */
  private each<K extends keyof Events & string>(name: K, call: (handler: KitEventHandler<Events[K]>) => void): void {
    const list = this.bindings.get(name);
    if (!list?.length) return;
    let failed = false;
    let failure: unknown;
    for (const binding of [...list] as Binding<Events[K]>[]) {
      if (binding.once) {
        // Remove this binding only: the same function may also be bound with on().
        this.bindings.set(name, (this.bindings.get(name) ?? []).filter((b) => b !== (binding as Binding<never>)));
      }
      try {
        binding.enter(() => call(binding.handler));
      } catch (error) {
        if (failed) reportHandlerError(error);
        else [failed, failure] = [true, error];
      }
    }
    if (failed) throw failure;
  }

  private add<K extends keyof Events & string>(
    name: KitNamespacedEvent<K>,
    handler: KitEventHandler<Events[K]>,
    once: boolean,
  ): void {
    const [type, namespace] = splitName(name);
    if (type === '' && namespace !== undefined) {
      throw new Error(`A handler needs an event type before its namespace ('type.${namespace}'), got ${describeValue(name)}.`);
    }
    this.check(type);
    if (typeof handler !== 'function') {
      throw new TypeError(`The handler for the event "${name}" must be a function, got ${describeValue(handler)}.`);
    }
    const list = this.bindings.get(type as K) ?? [];
    list.push({ handler, once, namespace, enter: zoneOfCaller() } as Binding<never>);
    this.bindings.set(type as K, list);
  }

  private check(name: unknown): void {
    if (!this.names.includes(name as keyof Events & string)) {
      throw new Error(
        `Unknown ${this.owner} event ${describeValue(name)}. Valid events: ${this.names.join(', ')}.`,
      );
    }
  }
}

/**
 * Reports an error from user code that kit cannot throw to its caller (a second failing handler, a
 * handler run while a component is destroyed): as the browser reports an error in an event
 * listener (`reportError`: the page's `error` event and the console), or on the console where
 * there is no `reportError` (Node before 22).
 */
export function reportHandlerError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof report === 'function') report(error);
  else console.error(error);
}

/**
 * Emits an event of a component being destroyed (`removeEditor`): a handler that throws must not
 * stop the destruction half-way (the container would stay taken and the editor unusable), so its
 * error is reported instead of thrown.
 */
export function emitWhileDestroyed(emit: () => void): void {
  try {
    emit();
  } catch (error) {
    reportHandlerError(error);
  }
}

/** Renders a value for an error message: strings quoted, everything else as written in code. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'function') {
    return 'a function';
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) {
    return String(value);
  }
  if (typeof value === 'bigint') return `${value}n`; // JSON.stringify throws on it
  if (typeof value === 'symbol') return value.toString();
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
