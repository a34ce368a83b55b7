import { InvalidOptionsError } from './errors.js';

/** Options of a {@link Viewer}. UI strings come from the app; the engine has none. */
export interface ViewerOptions {
  /** CDN base URL; preview and tile references resolve against it. */
  baseUrl: string;
  /** Accessible name of the focusable view surface. */
  label?: string;
  /** Instant moves instead of animations and inertia; default: the user's OS setting. */
  reducedMotion?: boolean;
  /** Narrowest vertical field of view in degrees (most zoomed in); default 30. */
  minFov?: number;
  /** Widest vertical field of view in degrees; default 100. */
  maxFov?: number;
  /** GPU memory for tile textures in bytes; default 64 MiB, safe on phones. */
  textureBudgetBytes?: number;
  /**
   * Tile requests the engine keeps open at once; default 24, a 1280×720 view's at one device
   * pixel a CSS pixel. The browser sends what its connections cannot carry yet (six a host on
   * HTTP/1.1) the moment one frees, where the engine would first wait for its main thread:
   * with 6, the tour page's bench saw connections idle up to 180 ms between an answer and the
   * next request while frames were drawn, and the view of an 8192×4096 panorama was sharp
   * 0.3-0.4 s later at 1280×720 on Fast-4G.
   */
  maxConcurrentRequests?: number;
}

/** Options with every default filled in. */
export type ResolvedOptions = Required<ViewerOptions>;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new InvalidOptionsError(`${name} must be a positive number.`);
  return value;
}

/** Fills defaults and rejects nonsense with an {@link InvalidOptionsError} and a clear message. */
export function resolveOptions(options: ViewerOptions): ResolvedOptions {
  if (typeof options.baseUrl !== 'string') throw new InvalidOptionsError('baseUrl must be a string.');
  const minFov = positive(options.minFov, 30, 'minFov');
  const maxFov = positive(options.maxFov, 100, 'maxFov');
  if (minFov > maxFov || maxFov >= 180) throw new InvalidOptionsError('Expected minFov <= maxFov < 180.');
  return {
    baseUrl: options.baseUrl,
    label: options.label ?? '',
    reducedMotion: options.reducedMotion ?? prefersReducedMotion(),
    minFov,
    maxFov,
    textureBudgetBytes: positive(options.textureBudgetBytes, 64 * 1024 * 1024, 'textureBudgetBytes'),
    maxConcurrentRequests: Math.round(positive(options.maxConcurrentRequests, 24, 'maxConcurrentRequests')),
  };
}
