/**
 * Measures the floor under an import's time in a fresh process, as the import is measured:
 * prints `{ ms, cpuMs }` of decoding the panorama and encoding as many tile pixels.
 * Arguments: panorama file, its width.
 */
import { decodeAndEncode } from './tiler-pipeline.js';

const [file = '', width = '0'] = process.argv.slice(2);
const cpuBefore = process.cpuUsage();
const ms = await decodeAndEncode(file, Number(width));
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(
  `${JSON.stringify({ ms: Math.round(ms), cpuMs: Math.round((cpu.user + cpu.system) / 1000) })}\n`,
);
