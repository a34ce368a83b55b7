/** Creates the canvas that is both the drawing surface and the focusable, labelled control. */
export function createSurface(container: HTMLElement, label: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'application');
  if (label) canvas.setAttribute('aria-label', label);
  // The engine handles every gesture itself; the browser must not scroll or zoom the page.
  canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;cursor:grab';
  container.appendChild(canvas);
  return canvas;
}

/** The container's size in CSS pixels. */
export function sizeOf(element: HTMLElement): { width: number; height: number } {
  return { width: element.clientWidth || 1, height: element.clientHeight || 1 };
}

/** What the viewer does when its surface or the page changes. */
export interface SurfaceWatcher {
  resized(): void;
  contextLost(event: Event): void;
  contextRestored(): void;
  online(): void;
}

/**
 * Follows the container's size, the canvas's WebGL context (lost, restored) and the browser
 * coming back online; returns the function that stops listening.
 */
export function watchSurface(
  canvas: HTMLCanvasElement,
  container: HTMLElement,
  watcher: SurfaceWatcher,
): () => void {
  const resize = new ResizeObserver(() => watcher.resized());
  resize.observe(container);
  const onLost = (e: Event): void => watcher.contextLost(e);
  const onRestored = (): void => watcher.contextRestored();
  const onOnline = (): void => watcher.online();
  window.addEventListener('online', onOnline);
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  return () => {
    resize.disconnect();
    canvas.removeEventListener('webglcontextlost', onLost);
    canvas.removeEventListener('webglcontextrestored', onRestored);
    window.removeEventListener('online', onOnline);
  };
}
