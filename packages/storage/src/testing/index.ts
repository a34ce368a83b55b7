/** Test helpers for other packages' tests and the bench; production code never imports them. */
export { createTemporaryPostgresDatabase, type TemporaryDatabase } from './temporary-postgres.js';
export { DIALECTS, scratchStorage, type ScratchStorage, type TestDialect } from './scratch-storage.js';
export { startLocalS3, type LocalS3 } from './local-s3.js';
export { motoAvailable, startMotoS3 } from './moto-s3.js';
