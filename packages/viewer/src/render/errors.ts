/** The browser or device cannot draw WebGL; the app shows its fallback instead. */
export class WebGLUnavailableError extends Error {
  override readonly name = 'WebGLUnavailableError';
  constructor(detail = 'WebGL is not available in this browser.') {
    super(detail);
  }
}
