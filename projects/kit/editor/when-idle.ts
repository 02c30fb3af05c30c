/**
 * Runs `task` when the page is next idle, at most 2 s later (`requestIdleCallback`; 200 ms later
 * where there is none): for work a page may want soon but must not pay for up front.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
