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
