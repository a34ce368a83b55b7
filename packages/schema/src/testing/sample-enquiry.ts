import type { EnquiryFields } from '../enquiry.js';

/** A valid enquiry as a visitor sends it, with `over` changing some fields. */
export const sampleEnquiry = (over: Partial<EnquiryFields> = {}): EnquiryFields => ({
  name: 'Robin Buyer',
  email: 'robin@example.com',
  message: 'Is the garden south-facing?',
  consent: true,
  ...over,
});
