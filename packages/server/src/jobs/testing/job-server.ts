import { serve } from '../../serve.js';

// The server entry with the `count` test kind and a short lease, so tests see a killed
// server's job started again within seconds.
serve({
  kindsModule: new URL('./counting-kinds.ts', import.meta.url).href,
  jobTiming: { pollMs: 100, leaseMs: 1_500, heartbeatMs: 200 },
}).catch((error: unknown) => {
  process.stderr.write(`job test server failed to start: ${String(error)}\n`);
  process.exit(1);
});
