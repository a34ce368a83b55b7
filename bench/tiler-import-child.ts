/**
 * Imports one folder in a fresh process and prints `{ ms, sceneMs, firstSceneCpuMs, maxRssMb }`
 * as JSON, so the time and peak memory of an import are measured apart from whatever the
 * bench process holds. `firstSceneCpuMs` is the CPU time of every thread from the first
 * scene's start to the second's (or to the end of the import, for one scene).
 * Arguments: folder, data folder.
 */
import { importTour } from '@tourview/tiler';

const [folder = '', dataDir = ''] = process.argv.slice(2);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const sceneStarts: number[] = [];
const result = await importTour({
  folder,
  dataDir,
  code: 'bench',
  replace: true,
  onProgress: (event) => {
    if (event.type === 'scene') sceneStarts.push(cpuMs());
  },
});
const firstSceneCpuMs = (sceneStarts[1] ?? cpuMs()) - (sceneStarts[0] ?? 0);
const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(
  `${JSON.stringify({
    ms: Math.round(result.ms),
    sceneMs: result.scenes.map((s) => Math.round(s.ms)),
    firstSceneCpuMs: Math.round(firstSceneCpuMs),
    maxRssMb,
  })}\n`,
);
