import { serve } from './serve.js';

serve().catch((error: unknown) => {
  process.stderr.write(
    `Tourview server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
