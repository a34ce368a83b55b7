import { join } from 'node:path';

/** Where published media live when `MEDIA_STORE=s3`: a bucket of any S3-compatible service. */
export interface S3MediaConfig {
  kind: 's3';
  /** The service's URL; absent means AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Joined before every key with a `/` (`media` makes `media/tours/…`); empty: none. */
  prefix: string;
  /** Both or neither; neither means the AWS SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most non-AWS services need it. */
  forcePathStyle: boolean;
}

/** A finished build in a local folder, ready to publish. */
export interface LocalBuild {
  code: string;
  buildId: string;
  /**
   * The build's folder, named after the build and alone in its parent folder: the file
   * system store moves that parent whole when the tour has no build yet, so a kill never
   * leaves an empty tour folder behind.
   */
  dir: string;
}

/**
 * Published media, by reference (`tours/<code>/<build>/…`, as tour records hold them): the
 * media folder of the data folder, or an S3 bucket. A build is published whole before any
 * record points at it, and never changes afterwards.
 */
export interface MediaStore {
  readonly kind: 'fs' | 's3';
  /** Publishes a build; resolves once every file is readable, and the local folder is gone. */
  publishBuild(build: LocalBuild): Promise<void>;
  /** The builds a tour has in the store, in no particular order. */
  listBuilds(code: string): Promise<string[]>;
  /** Removes one build of a tour; nothing happens when it is not there. */
  removeBuild(code: string, buildId: string): Promise<void>;
  /** The bytes published under a media reference, or `null`. */
  read(ref: string): Promise<Buffer | null>;
}

/** The media folder inside the data folder, where the file system store keeps published media. */
export function mediaDirOf(dataDir: string): string {
  return join(dataDir, 'media');
}

/** The folder of a tour's builds, relative to the media root. */
export function tourMediaRef(code: string): string {
  return `tours/${code}`;
}
