/** Stops an attached hls.js instance and frees the media element. */
export type Detach = () => void;

/**
 * Plays an HLS playlist through hls.js. The library is imported here and only here, on
 * demand, so it is its own chunk that only visitors who play HLS without native support
 * download. A fatal hls.js error (after its own retries) is reported once through `onFatal`.
 *
 * The light build is enough because captions come from the tour's WebVTT tracks, not from
 * the stream, and tours carry no DRM or alternate audio; its chunk is 362 kB (115 kB gzip)
 * instead of 578 kB (180 kB gzip) in the app build, which matters on the mobile networks visitors use.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: (detail: string) => void,
): Promise<Detach> {
  const { default: Hls } = await import('hls.js/light');
  const hls = new Hls({ enableWorker: true, capLevelToPlayerSize: true });
  let destroyed = false;
  const destroy = () => {
    if (!destroyed) hls.destroy();
    destroyed = true;
  };
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    destroy();
    onFatal(String(data.details));
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return destroy;
}
