import { S3Store } from '@tus/s3-store';
import type { S3MediaConfig } from '@tourview/storage';
import { UPLOAD_EXPIRY_MS } from './upload-expiry.js';

/**
 * The tus S3 store, able to remove a finished upload: its own `remove` first aborts the
 * multipart upload, which S3 refuses once it is complete, and then never deletes the object.
 */
export class FinishedUploadS3Store extends S3Store {
  constructor(media: S3MediaConfig) {
    super(s3UploadOptions(media));
  }

  async removeFinished(id: string): Promise<void> {
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id) }], Quiet: true },
    });
    await this.clearCache(id);
  }
}

function s3UploadOptions(media: S3MediaConfig): ConstructorParameters<typeof S3Store>[0] {
  return {
    // Without tags: expiry is judged from the upload's creation time by the sweep, which
    // S3-compatible services without object tagging support as well.
    useTags: false,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    s3ClientConfig: {
      bucket: media.bucket,
      region: media.region,
      forcePathStyle: media.forcePathStyle,
      ...(media.endpoint ? { endpoint: media.endpoint } : {}),
      ...(media.credentials ? { credentials: media.credentials } : {}),
      // As the media store: plain bodies, which every S3-compatible service stores as sent.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
}
