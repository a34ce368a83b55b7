import { S3Client } from '@aws-sdk/client-s3';
import type { S3MediaConfig } from './media-store.js';

/** A client of the bucket `config` names, shared by the media and source stores. */
export function s3ClientOf(config: S3MediaConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Plain bodies with a Content-Length: some S3-compatible services store the SDK's
    // default aws-chunked framing as part of the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
