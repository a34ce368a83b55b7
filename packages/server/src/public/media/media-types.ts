import { typeOfMediaFile } from '@tourview/storage';

// Every segment starts with a letter, digit, "-" or "_": no dot-folders (an import's
// staging), no "..", no percent-escapes, no empty segment (a folder path ends with "/").
const SERVABLE = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/**
 * True when a request path below `/media` names a file the media folder may serve: one of
 * storage's media types (the ones the importer writes, each with its one content type).
 */
export function isServableMediaPath(path: string): boolean {
  return SERVABLE.test(path) && typeOfMediaFile(path) !== undefined;
}
