/**
 * Set-up shared by the extension specs: containers in document.body and the editors and viewers
 * made in them, all removed after each test (`cleanup`), and a polling wait.
 */
export class SpecInstances {
  private containers: HTMLElement[] = [];
  private owned: { remove(): void }[] = [];

  /** A container in document.body (optionally with content of its own), removed after the test. */
  container(html = ''): HTMLElement {
    const el = document.body.appendChild(document.createElement('div'));
    el.innerHTML = html;
    this.containers.push(el);
    return el;
  }

  /** Remembers an editor or viewer so `cleanup` removes it. */
  track<T extends { remove(): void }>(instance: T): T {
    this.owned.push(instance);
    return instance;
  }

  /** Removes every tracked instance (those a test removed itself are skipped) and container. */
  cleanup(): void {
    for (const instance of this.owned) {
      try {
        instance.remove();
      } catch {
        // removed by the test
      }
    }
    for (const el of this.containers) el.remove();
    this.owned = [];
    this.containers = [];
  }
}

export { waitFor } from '../editor-spec-helpers';
