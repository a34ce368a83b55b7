/** Runs `task` once the page is idle (soon after, where the browser cannot tell). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task());
  else window.setTimeout(task, 1);
}
