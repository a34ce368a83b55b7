// hls.js ships its light build without its own declarations; the API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
