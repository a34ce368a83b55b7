// hls.js ships types for its full build only; the light build has the same API minus
// features tours do not use (see features/video-player/hls-engine.ts).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
