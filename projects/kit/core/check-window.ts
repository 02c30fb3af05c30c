/**
 * Whether code runs as part of Angular's check of a component (its `ngOnChanges`, its first
 * render, a form's `writeValue` during the parent's check). A component that raises outputs then
 * holds them back a microtask: a handler that sets its parent's fields during the parent's check
 * caused NG0100 in development, and a stale view in production (forever when zoneless).
 */
export class KitCheckWindow {
  /** True while `run` runs; nested runs keep it true until the outermost ends. */
  get active(): boolean {
    return this.depth > 0;
  }

  private depth = 0;

  /** Runs `body` inside the window. */
  run(body: () => void): void {
    this.depth++;
    try {
      body();
    } finally {
      this.depth--;
    }
  }
}
