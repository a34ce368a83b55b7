export { TourViewer, type TourViewerProps } from './tour-viewer.js';
export type { SceneEntry } from './use-scene-loader.js';
export { FullscreenButton, GyroscopeButton } from './viewer-buttons.js';
export { OfflineBanner } from './offline-banner.js';
export { useCoveredInsets } from './use-covered-insets.js';
export { useDoorFraming } from './use-door-framing.js';
export { arrivalThroughDoor, sameHeadingYaw } from './kept-heading.js';
