import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as FaceApiModule from '@vladmandic/face-api';
import type { RgbImage } from '../pyramid/encode.js';

type FaceApi = typeof FaceApiModule;

const require = createRequire(import.meta.url);

/** What of the bundled TensorFlow.js is used here beyond what the package's types declare. */
interface Backends {
  setBackend(name: string): Promise<boolean>;
  getBackend(): string;
  ready(): Promise<void>;
  setWasmPaths(prefix: string, usePlatformFetch: boolean): void;
  env(): { platform: { fetch: (path: string) => Promise<Response> } };
}

/**
 * The package's ES module build, which bundles its own TensorFlow.js (its main entry needs
 * tfjs-node, whose install downloads a native library). That build has no types of its own: it
 * is typed as the package's main entry, whose API it is.
 */
const FACE_API_BUNDLE: string = '@vladmandic/face-api/dist/face-api.esm.js';

/** A face found on an image: its box in pixels and the detector's confidence. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

/** Below this confidence a detection is not proposed (chosen on the measured images, see README). */
export const MIN_FACE_SCORE = 0.3;

/**
 * The side, in pixels, the detector scales an image to (a multiple of 32): on a 1024-pixel cube
 * face, a face 40 pixels high (a person some 3.5 m from the camera) is still 24 at this size,
 * about the smallest the detector finds. Its CPU time grows with the square of it.
 */
const INPUT_SIZE = 608;

let loaded: Promise<FaceApi> | undefined;

/**
 * The detector (the Tiny Face Detector as `@vladmandic/face-api` ships it, weights from the
 * package's `model/` folder), loaded on first use only: a job process that never inspects a
 * panorama never pays for it, and the server and the visitor app never import it.
 */
function detector(): Promise<FaceApi> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/**
 * Imports the bundle. Its TensorFlow.js picks a platform when it is imported, and its Node
 * platform needs `util`, which the bundle leaves out; a `window` seen then makes it take the
 * browser platform instead, whose globals (TextEncoder, performance) Node has. The `window`
 * stands only while the import runs, and nothing of the browser's is used.
 */
async function importBundle(): Promise<FaceApi> {
  const global = globalThis as { window?: unknown };
  const had = 'window' in global;
  if (!had) global.window = { document: {} };
  try {
    return (await import(FACE_API_BUNDLE)) as FaceApi;
  } finally {
    if (!had) delete global.window;
  }
}

/** The backend's binaries, which it picks from by what WebAssembly the process supports. */
const WASM_BINARIES = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
];

/** What of WebAssembly is used here (the DOM's types, which declare it, are not in this package). */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { validate(bytes: Uint8Array): boolean };
};

/** Whether the backend was told where its binaries are (it refuses to be told twice). */
let wasmPathsSet = false;

/**
 * Starts the bundle's WebAssembly backend, 18 times faster here than its JavaScript one (a
 * 1024-pixel cube face in 0.26 s of CPU instead of 4.6 s). Its binaries come from
 * `@tensorflow/tfjs-backend-wasm`, the version the bundle was built with. The bundle is built
 * for browsers: its Node file reading is stubbed out, so the binaries go through the platform's
 * `fetch`, and its Node start-up asks for `__dirname`, which an ES module has not. Its loader
 * has no error handler, and a failure there would reach the handlers its start-up adds to the
 * process, which end it: so the binaries are read and checked first, and `fetch` only hands
 * them over. Those handlers are taken off again once it has started (an error would otherwise
 * end a job process with another exit code).
 */
async function startWasm(tf: Backends): Promise<void> {
  const folder = `${join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist')}/`;
  const binaries = new Map(
    await Promise.all(
      WASM_BINARIES.map(async (name) => {
        const bytes = await readFile(`${folder}${name}`);
        if (!wasm.validate(bytes)) throw new Error(`${folder}${name} is not a WebAssembly module.`);
        return [`${folder}${name}`, bytes] as const;
      }),
    ),
  );
  if (!wasmPathsSet) tf.setWasmPaths(folder, true);
  wasmPathsSet = true;
  tf.env().platform.fetch = async (path) =>
    new Response(binaries.get(path) ?? null, { status: binaries.has(path) ? 200 : 404 });
  const global = globalThis as { __dirname?: string };
  const had = '__dirname' in global;
  const events = ['uncaughtException', 'unhandledRejection'];
  const emitter: NodeJS.EventEmitter = process;
  const before = events.map((event) => emitter.listeners(event));
  if (!had) global.__dirname = folder;
  try {
    if (!(await tf.setBackend('wasm')))
      throw new Error('The face detector’s WebAssembly backend did not start.');
    await tf.ready();
  } finally {
    if (!had) delete global.__dirname;
    // Every listener added meanwhile is the start-up's: a job process adds none of its own.
    events.forEach((event, i) => {
      for (const listener of emitter.listeners(event))
        if (!before[i]?.includes(listener)) emitter.off(event, listener as () => void);
    });
  }
}

async function load(): Promise<FaceApi> {
  const faceapi = await importBundle();
  await startWasm(faceapi.tf as unknown as Backends);
  const model = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  const manifest = JSON.parse(
    await readFile(join(model, 'tiny_face_detector_model-weights_manifest.json'), 'utf8'),
  );
  const fetchWeights = (paths: string[]) =>
    Promise.all(paths.map(async (path) => new Uint8Array(await readFile(path)).buffer));
  const weights = await faceapi.tf.io.weightsLoaderFactory(fetchWeights)(manifest, model);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weights);
  return faceapi;
}

/** The TensorFlow.js backend the detector runs on, once loaded. */
export async function detectorBackend(): Promise<string> {
  return ((await detector()).tf as unknown as Backends).getBackend();
}

/** The faces on a square image (a cube face, undistorted), each with its box and score. */
export async function detectFaces(image: RgbImage): Promise<FaceBox[]> {
  const faceapi = await detector();
  const options = new faceapi.TinyFaceDetectorOptions({
    inputSize: INPUT_SIZE,
    scoreThreshold: MIN_FACE_SCORE,
  });
  const tensor = faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(tensor, options);
    return found.map(({ box: { x, y, width, height }, score }) => ({ x, y, width, height, score }));
  } finally {
    tensor.dispose();
  }
}
