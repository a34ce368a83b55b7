/** A tile or preview answered with an HTTP error; 4xx are final, 5xx may be retried. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
  }
}

/** The request was cancelled because nothing needs it any more. */
export class AbortedError extends Error {
  override readonly name = 'AbortedError';
  constructor() {
    super('Request cancelled.');
  }
}

/** The file arrived but is not an image the browser can decode; asking again will not help. */
export class DecodeError extends Error {
  override readonly name = 'DecodeError';
  constructor(readonly url: string) {
    super(`Could not decode the image at ${url}`);
  }
}
