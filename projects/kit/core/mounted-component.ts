import { ApplicationRef, ComponentRef, Type, createComponent } from '@angular/core';

/** Containers that currently host a kit component, so a second mount fails loudly. */
const occupied = new WeakSet<Element>();

interface ContainerSnapshot {
  readonly children: DocumentFragment;
  readonly attributes: readonly (readonly [string, string])[];
}

function takeSnapshot(host: HTMLElement): ContainerSnapshot {
  const attributes = Array.from(host.attributes, (a) => [a.name, a.value] as const);
  const children = host.ownerDocument.createDocumentFragment();
  // Moving (not cloning) keeps the user's nodes, and any listeners on them, intact for restore.
  while (host.firstChild) {
    children.appendChild(host.firstChild);
  }
  return { children, attributes };
}

function restoreSnapshot(host: HTMLElement, snapshot: ContainerSnapshot): void {
  host.replaceChildren(snapshot.children);
  for (const name of host.getAttributeNames()) {
    host.removeAttribute(name);
  }
  for (const [name, value] of snapshot.attributes) {
    host.setAttribute(name, value);
  }
}

/**
 * A component attached to the shared application with a user's element as its host.
 * Creation is all-or-nothing: if anything throws, the container is put back as it was.
 * `beforeFirstRender` runs after the inputs are set and before the first render (to bind handlers
 * that must see construction-time events).
 * `destroy()` puts back the container's own children and attributes.
 */
export class MountedComponent<C> {
  /** The component, for setting inputs and reading outputs. */
  readonly ref: ComponentRef<C>;
  private readonly snapshot: ContainerSnapshot;
  private destroyed = false;

  constructor(
    private readonly app: ApplicationRef,
    type: Type<C>,
    readonly host: HTMLElement,
    inputs: Readonly<Record<string, unknown>>,
    className: string,
    beforeFirstRender?: (ref: ComponentRef<C>) => void,
  ) {
    if (occupied.has(host)) {
      throw new Error(`${className}: the container already holds a kit component; call destroy() on it first.`);
    }
    this.snapshot = takeSnapshot(host);
    let ref: ComponentRef<C> | undefined;
    try {
      ref = createComponent(type, { environmentInjector: app.injector, hostElement: host });
      for (const [name, value] of Object.entries(inputs)) {
        if (value !== undefined) {
          ref.setInput(name, value);
        }
      }
      beforeFirstRender?.(ref);
      ref.changeDetectorRef.detectChanges();
      app.attachView(ref.hostView);
    } catch (error) {
      ref?.destroy();
      restoreSnapshot(host, this.snapshot);
      throw error;
    }
    this.ref = ref;
    occupied.add(host);
  }

  /** True once `destroy()` has run. */
  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Runs change detection now, so the DOM matches the state when the caller returns. */
  detectChanges(): void {
    this.ref.changeDetectorRef.detectChanges();
  }

  /** Destroys the component and restores the container; safe to call twice. */
  destroy(): void {
    if (this.destroyed) {
      return;
    }
    this.destroyed = true;
    // Destroying a root component detaches its host element; the container is the user's, so it
    // goes back exactly where it was.
    const parent = this.host.parentNode;
    const next = this.host.nextSibling;
    this.app.detachView(this.ref.hostView);
    this.ref.destroy();
    if (parent && this.host.parentNode !== parent) {
      parent.insertBefore(this.host, next && next.parentNode === parent ? next : null);
    }
    restoreSnapshot(this.host, this.snapshot);
    occupied.delete(this.host);
  }
}
