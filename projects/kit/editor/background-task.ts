/** The part of the Prioritized Task Scheduling API kit uses (not in TypeScript's DOM types yet). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/**
 * Runs `task` as a background-priority task (`scheduler.postTask`), after the page's own tasks,
 * input and rendering that are ready; `setTimeout` where the scheduler API is missing. For work
 * the user is not waiting on, such as the rest of a long document streaming into WYSIWYG: a frame
 * or a keystroke that is due never waits behind it. Returns a function that cancels the task.
 */
export function backgroundTask(task: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function' && typeof AbortController === 'function') {
    const controller = new AbortController();
    // A cancelled task rejects its promise; that is the expected outcome, not an error.
    scheduler.postTask(task, { priority: 'background', signal: controller.signal }).catch(() => {});
    return () => controller.abort();
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` in a new task, letting input and rendering in between. A message channel, because
 * nested timeouts are clamped to 4 ms each, which would stretch a long document's drawing.
 */
export function afterYield(task: () => void): { cancel(): void } {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  } else {
    setTimeout(run);
  }
  return { cancel: () => (cancelled = true) };
}
