/** Containers that currently host a kit component, with its class name, so a second mount fails loudly. */
const occupied = new WeakMap<Element, string>();

/**
 * A user's element lent to a kit component: claims it (one component per container), keeps its
 * own children and attributes aside, and gives everything back on `release()`.
 * The container keeps its own classes while lent: the component only adds its classes to them.
 */
export class ContainerLease {
  private readonly children: DocumentFragment;
  private readonly attributes: readonly (readonly [string, string])[];
  /** The container's own classes when it was lent, in order. */
  readonly classes: readonly string[];
  private released = false;

  /** @throws Error naming `className` when the container already hosts a kit component. */
  constructor(
    readonly host: HTMLElement,
    className: string,
  ) {
    const occupant = occupied.get(host);
    if (occupant !== undefined) {
      // Pagination is taken down with destroy(), as tui-pagination; the editor and viewer with remove().
      const release = occupant === 'Pagination' ? 'destroy()' : 'remove()';
      throw new Error(`${className}: the container already holds a kit ${occupant}; call ${release} on it first.`);
    }
    this.attributes = Array.from(host.attributes, (a) => [a.name, a.value] as const);
    this.classes = Array.from(host.classList);
    this.children = host.ownerDocument.createDocumentFragment();
    // Moving (not cloning) keeps the user's nodes, and any listeners on them, intact for restore.
    while (host.firstChild) {
      this.children.appendChild(host.firstChild);
    }
    occupied.set(host, className);
  }

  /** Adds back the container's own classes that something (a renderer setting `class`) dropped. */
  keepOwnClasses(): void {
    const missing = this.classes.filter((name) => !this.host.classList.contains(name));
    if (missing.length) this.host.classList.add(...missing);
  }

  /** Puts the container's own children and attributes back and frees it; safe to call twice. */
  release(): void {
    if (this.released) return;
    this.released = true;
    const host = this.host;
    host.replaceChildren(this.children);
    for (const name of host.getAttributeNames()) {
      host.removeAttribute(name);
    }
    for (const [name, value] of this.attributes) {
      host.setAttribute(name, value);
    }
    occupied.delete(host);
  }
}
