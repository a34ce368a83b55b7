export {
  createApiClient,
  isAbortError,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
} from './client.js';
export {
  ApiError,
  ApiProblemError,
  MalformedResponseError,
  NetworkError,
  isRetryable,
  MAX_RETRY_AFTER_MS,
  type ApiFieldError,
  type ApiProblemCode,
} from './errors.js';
export type { ResponseSchema } from './response.js';
export { queryRetry } from './retry.js';
export { applyXsrfHeader, isAbsoluteUrl, readCookie, XSRF_DEFAULTS, type XsrfOptions } from './xsrf.js';
