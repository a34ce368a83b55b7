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
  type ApiFieldError,
  type ApiProblemCode,
} from './errors.js';
export type { ResponseSchema } from './response.js';
export { applyXsrfHeader, isAbsoluteUrl, readCookie, XSRF_DEFAULTS, type XsrfOptions } from './xsrf.js';
