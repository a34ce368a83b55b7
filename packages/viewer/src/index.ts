export { Viewer } from './viewer.js';
export type { ViewerScene, LoadSceneOptions, ViewerStats } from './types.js';
export type { ViewTiles } from './scene/progress-tracker.js';
export type { ViewerOptions } from './options.js';
export type { View } from './view/camera.js';
export type { Insets } from './view/projection.js';
export type { ViewerEvents, ViewerEventType, InteractionKind } from './events.js';
export type { HotspotPlacement } from './hotspots/hotspot-layer.js';
export { heatColour, HEAT_STOPS, type HeatCell } from './overlay/heat-grid.js';
export type { ViewerPlugin, PluginHost } from './plugins/plugin.js';
export type { Ticker } from './view/motion.js';
export { createAutoplay, type AutoplayPlugin } from './plugins/autoplay.js';
export { createHeadingFeed } from './plugins/heading-feed.js';
export { createFollow, type FollowPlugin } from './plugins/follow.js';
export { markTimings, type TimedEvent } from './timing-marks.js';
export {
  VIEWER_ERROR_CODES,
  ViewerError,
  WebGLUnavailableError,
  InvalidOptionsError,
  InvalidPanoramaError,
  HttpError,
  NetworkError,
  DecodeError,
  type ViewerErrorCode,
} from './errors.js';
