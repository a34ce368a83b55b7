/**
 * Imports one folder in a fresh process and prints `{ ms, maxRssMb }` as JSON, so the peak
 * memory of an import is measured apart from whatever the bench process holds.
 * Arguments: folder, data folder.
 */
import { importTour } from '@tourview/tiler';

const [folder = '', dataDir = ''] = process.argv.slice(2);
const result = await importTour({ folder, dataDir, code: 'bench', replace: true });
const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ ms: Math.round(result.ms), maxRssMb })}\n`);
