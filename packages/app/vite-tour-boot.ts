import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineScriptProblem, TOUR_BOOT_FILE } from '@tourview/schema';
import { build, defaultClientConditions, normalizePath, type Plugin, type Rollup } from 'vite';
import { definesOf } from './vite-defines.js';

/** The tour page's first script, which the server inlines, and the app entry it loads. */
export const TOUR_BOOT_SOURCE = 'src/boot/tour-boot.ts';
export const APP_START_SOURCE = 'src/boot/app-start.ts';

/**
 * The tour page's first script as one module with nothing to import statically: the engine
 * and everything else it needs bundled in, the app's entry named by `appStartUrl`.
 */
export async function buildTourBoot(
  root: string,
  define: Record<string, string>,
  appStartUrl: string,
): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { conditions: ['tourview-source', ...defaultClientConditions] },
    define: { ...define, __APP_START_URL__: JSON.stringify(appStartUrl) },
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input: join(root, TOUR_BOOT_SOURCE), output: { format: 'es' } },
    },
  })) as Rollup.RolldownOutput | Rollup.RolldownOutput[];
  const chunks = [output]
    .flat()
    .flatMap((o) => o.output)
    .filter((o) => o.type === 'chunk');
  const [script, ...rest] = chunks;
  if (!script || rest.length > 0 || script.imports.length > 0)
    throw new Error(`${TOUR_BOOT_SOURCE} must build into one script that imports nothing statically.`);
  // The server puts it into a <script> element of the page.
  const problem = inlineScriptProblem(script.code);
  if (problem) throw new Error(`${TOUR_BOOT_SOURCE} ${problem}.`);
  return script.code.trim();
}

/**
 * Adds the app entry the tour page's first script loads to the build, then builds that script
 * on its own and writes it to the build's `TOUR_BOOT_FILE` (page contract), which the server
 * inlines into tour pages.
 */
export function tourBootPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let define: Record<string, string> = {};
  let appStartUrl: string | null = null;
  let write = true;
  return {
    name: 'tourview-tour-boot',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      base = config.base;
      write = config.build.write;
      define = definesOf(config);
    },
    generateBundle(_options, bundle) {
      const source = normalizePath(join(root, APP_START_SOURCE));
      const chunk = Object.values(bundle).find(
        (o): o is Rollup.OutputChunk => o.type === 'chunk' && o.facadeModuleId === source,
      );
      if (!chunk) throw new Error(`The build has no chunk for ${APP_START_SOURCE}.`);
      appStartUrl = base + chunk.fileName;
    },
    async closeBundle() {
      // An in-memory build (the bundle tests) leaves the build folder alone.
      if (appStartUrl === null || !write) return;
      const script = await buildTourBoot(root, define, appStartUrl);
      const file = join(outDir, TOUR_BOOT_FILE);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, script);
    },
  };
}
