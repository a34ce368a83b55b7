/** Test helpers for other packages' tests and the browser tests; production code never imports them. */
export { startFakeSiteverify, type FakeSiteverify, type SiteverifyCall } from './fake-siteverify.js';
export { sparePort, startLocalRedis, type LocalRedis } from './local-redis.js';
export { tusRequests, type UploadMetadata } from '../studio/testing/tus-requests.js';
