/**
 * Every error the engine throws or emits, by its stable `code`. Apps switch on the code (or
 * `instanceof`), never on the message; a code never changes once shipped.
 */
export const VIEWER_ERROR_CODES = [
  'webgl_unavailable',
  'invalid_options',
  'invalid_panorama',
  'http_status',
  'network_failed',
  'image_undecodable',
  'aborted',
] as const;

/** A stable engine error code. */
export type ViewerErrorCode = (typeof VIEWER_ERROR_CODES)[number];

/** The base of every error the engine throws or emits. */
export abstract class ViewerError extends Error {
  /** What went wrong, as a stable code. */
  abstract readonly code: ViewerErrorCode;
}

/** The browser or device cannot draw WebGL (the constructor throws it); show a fallback. */
export class WebGLUnavailableError extends ViewerError {
  override readonly name = 'WebGLUnavailableError';
  readonly code = 'webgl_unavailable';
  constructor(detail = 'WebGL is not available in this browser.') {
    super(detail);
  }
}

/** An option of the constructor is nonsense (a negative field of view, no base URL…). */
export class InvalidOptionsError extends ViewerError {
  override readonly name = 'InvalidOptionsError';
  readonly code = 'invalid_options';
}

/** The panorama handed to `loadScene` breaks the tile contract; `problems` says where. */
export class InvalidPanoramaError extends ViewerError {
  override readonly name = 'InvalidPanoramaError';
  readonly code = 'invalid_panorama';
  constructor(readonly problems: string[]) {
    super(`Invalid panorama: ${problems.join(' ')}`);
  }
}

/** A tile or preview answered with an HTTP error; 4xx are final, 5xx may be retried. */
export class HttpError extends ViewerError {
  override readonly name = 'HttpError';
  readonly code = 'http_status';
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
  }
}

/** A tile or preview got no answer (offline, connection dropped); `cause` is the browser's error. */
export class NetworkError extends ViewerError {
  override readonly name = 'NetworkError';
  readonly code = 'network_failed';
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`No answer for ${url}`, { cause });
  }
}

/** The file arrived but is not an image the browser can decode; asking again will not help. */
export class DecodeError extends ViewerError {
  override readonly name = 'DecodeError';
  readonly code = 'image_undecodable';
  constructor(readonly url: string) {
    super(`Could not decode the image at ${url}`);
  }
}

/** A request was cancelled because nothing needs it any more; never emitted. */
export class AbortedError extends ViewerError {
  override readonly name = 'AbortedError';
  readonly code = 'aborted';
  constructor() {
    super('Request cancelled.');
  }
}
