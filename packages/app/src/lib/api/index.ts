export { getHealth } from './get-health.js';
export { assertTourCode, getTour, InvalidTourCodeError } from './get-tour.js';
export { sendEnquiry } from './send-enquiry.js';
