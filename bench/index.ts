import { runAnalyticsBench } from './analytics.js';
import { runApiBench } from './api.js';
import { runBundleBench } from './bundle.js';
import { runClusterBench } from './cluster.js';
import { runEngineBench } from './engine.js';
import { runHomePageBench } from './home-page.js';
import { runLiveBench } from './live.js';
import { runReadinessBench } from './readiness.js';
import { runTileFormatBench } from './tile-format.js';
import { runStudioBench } from './studio.js';
import { runStudioDoorsBench } from './studio-doors.js';
import { runStudioScaleBench } from './studio-scale.js';
import { runStudioEditorBench } from './studio-editor.js';
import { runTilerBench } from './tiler.js';
import { runTourPageBench } from './tour-page.js';

/**
 * `npm run bench`: runs each benchmark in turn and prints one JSON report. A failing part is
 * reported as an error string and the rest still run.
 */
const parts: Record<
  string,
  () => Promise<Record<string, number | string>> | Record<string, number | string>
> = {
  bundle: runBundleBench,
  homePage: runHomePageBench,
  tourPage: runTourPageBench,
  engine: runEngineBench,
  api: runApiBench,
  analytics: runAnalyticsBench,
  readiness: runReadinessBench,
  tiler: runTilerBench,
  cluster: runClusterBench,
  live: runLiveBench,
  tileFormat: runTileFormatBench,
  studio: runStudioBench,
  studioEditor: runStudioEditorBench,
  studioDoors: runStudioDoorsBench,
  studioScale: runStudioScaleBench,
};

/** Parts that need more than Node and Chromium (nginx, Redis, PostgreSQL): run only when named. */
const ON_REQUEST = new Set(['cluster', 'live']);

const only = process.argv.slice(2);
const report: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
for (const [name, run] of Object.entries(parts)) {
  if (only.length > 0 ? !only.includes(name) : ON_REQUEST.has(name)) continue;
  try {
    report[name] = await run();
  } catch (error) {
    report[name] = { error: error instanceof Error ? error.message : String(error) };
  }
}
console.log(JSON.stringify(report, null, 2));
