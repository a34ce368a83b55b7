import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/** The engine's public entry. */
const ENTRY = fileURLToPath(new URL('../../../packages/viewer/src/index.ts', import.meta.url));

/** The engine's size budget: the whole engine, minified and gzipped, everything it imports included. */
export const ENGINE_GZIP_BUDGET = 20 * 1024;

/** Builds the engine alone (minified ES module, dependencies bundled) and measures it. */
export async function measureEngine(): Promise<{ minified: number; gzip: number }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: ENTRY, formats: ['es'], fileName: 'viewer' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const code = outputs
    .flatMap((o) => o.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('');
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}
