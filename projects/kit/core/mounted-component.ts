import { ApplicationRef, ComponentRef, Type, createComponent } from '@angular/core';
import { ContainerLease } from './container-lease';

/**
 * A component attached to the shared application with a user's element as its host.
 * Creation is all-or-nothing: if anything throws, the container is put back as it was.
 * `beforeFirstRender` runs after the inputs are set and before the first render (to bind handlers
 * that must see construction-time events).
 * The container keeps its own classes while mounted (the component's host classes are added to
 * them); `destroy()` puts back the container's own children and attributes.
 */
export class MountedComponent<C> {
  /** The component, for setting inputs and reading outputs. */
  readonly ref: ComponentRef<C>;
  private readonly lease: ContainerLease;
  private destroyed = false;

  constructor(
    private readonly app: ApplicationRef,
    type: Type<C>,
    readonly host: HTMLElement,
    inputs: Readonly<Record<string, unknown>>,
    className: string,
    beforeFirstRender?: (ref: ComponentRef<C>) => void,
  ) {
    this.lease = new ContainerLease(host, className);
    let ref: ComponentRef<C> | undefined;
    try {
      ref = createComponent(type, { environmentInjector: app.injector, hostElement: host });
      // Angular writes the host's static classes as the whole class attribute; the page's own
      // classes (its selectors and styles) must keep matching while the component is mounted.
      this.lease.keepOwnClasses();
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
      this.lease.release();
      throw error;
    }
    this.ref = ref;
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
    this.lease.release();
  }
}
