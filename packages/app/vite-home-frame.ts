import { mkdir, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { HOME_FRAME_FILE, homeFramesSchema, type HomeFrames } from '@tourview/schema';
import { build, type Plugin } from 'vite';
import { definesOf } from './vite-defines.js';

const run = promisify(execFile);

/** The module that renders the frames, relative to the app's root. */
const RENDER_SOURCE = 'src/home-frame/render-home-frames.tsx';

/**
 * Renders the home frames with the app's own component, messages and CSS modules: a server
 * build of the render module (class names come out as in the browser build, both naming them
 * from the same files), run once in its own Node process (the build's config is loaded by
 * Vite's module runner, which is closed by now) and thrown away. It is written where Node
 * resolves the app's packages.
 */
async function renderFrames(root: string, define: Record<string, string>): Promise<HomeFrames> {
  const outDir = join(root, 'node_modules/.home-frame-render');
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      define,
      // The workspace packages ship TypeScript, which Node cannot import.
      ssr: { noExternal: [/^@tourview\//] },
      build: {
        ssr: RENDER_SOURCE,
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'render.mjs' } },
      },
    });
    const render = `import(${JSON.stringify(pathToFileURL(join(outDir, 'render.mjs')).href)}).then((m) => process.stdout.write(JSON.stringify(m.renderHomeFrames())))`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', render]);
    return homeFramesSchema.parse(JSON.parse(stdout));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes the home frame file (`HOME_FRAME_FILE` of the page contract) into the browser build,
 * which the server puts into `/`.
 */
export function homeFramePlugin(): Plugin {
  let root = '';
  let outDir = '';
  let define: Record<string, string> = {};
  return {
    name: 'tourview-home-frame',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      define = definesOf(config);
    },
    async closeBundle() {
      const frames = await renderFrames(root, define);
      const file = join(outDir, HOME_FRAME_FILE);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, JSON.stringify(frames, null, 2));
    },
  };
}
