export type * from './types.js';
export { openStorage } from './open-storage.js';
export { SQLITE_FILE_NAME } from './connect.js';
export { InvalidTourError } from './tour-store.js';
export { InvalidEnquiryError, InvalidQueryError } from './enquiry-store.js';
