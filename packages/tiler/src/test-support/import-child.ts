/**
 * Imports a folder in a separate process and prints each progress event as a line, so a test
 * can kill the process at a chosen point. Arguments: folder, data folder, tour code, and
 * optionally the S3 media configuration as JSON.
 */
import type { S3MediaConfig } from '@tourview/storage';
import { importTour } from '../index.js';

const [folder = '', dataDir = '', code = '', media] = process.argv.slice(2);
await importTour({
  folder,
  dataDir,
  code,
  ...(media ? { media: JSON.parse(media) as S3MediaConfig } : {}),
  replace: true,
  onProgress: (event) => process.stdout.write(`${event.type}\n`),
});
process.stdout.write('done\n');
