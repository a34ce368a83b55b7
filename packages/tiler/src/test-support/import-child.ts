/**
 * Imports a folder in a separate process and prints each progress event as a line, so a test
 * can kill the process at a chosen point. Arguments: folder, data folder, tour code.
 */
import { importTour } from '../index.js';

const [folder = '', dataDir = '', code = ''] = process.argv.slice(2);
await importTour({
  folder,
  dataDir,
  code,
  replace: true,
  onProgress: (event) => process.stdout.write(`${event.type}\n`),
});
process.stdout.write('done\n');
