import { enquiryCreatedSchema, type EnquiryCreated, type EnquiryRequest } from '@tourview/schema';
import type { ApiClient, RequestOptions } from '../api-client/index.js';
import { assertTourCode } from './get-tour.js';

/**
 * `POST /tours/{code}/enquiries`: sends a visitor's enquiry with its reCAPTCHA token. The
 * client adds the XSRF header; a rejected field comes back as `ApiProblemError.errors`.
 */
export function sendEnquiry(
  client: ApiClient,
  code: string,
  request: EnquiryRequest,
  options: RequestOptions = {},
): Promise<EnquiryCreated> {
  assertTourCode(code);
  return client.post(`/tours/${encodeURIComponent(code)}/enquiries`, request, enquiryCreatedSchema, options);
}
