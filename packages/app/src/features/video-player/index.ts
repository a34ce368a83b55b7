export { VideoPlayer, type VideoPlayerProps } from './video-player.js';
export type { VideoPlayerEvent } from './player-events.js';
