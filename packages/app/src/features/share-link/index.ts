export { ShareButton } from './share-button.js';
export { useViewStateUrl, URL_SYNC_DELAY_MS } from './use-view-state-url.js';
export { initialViewState } from './view-state-url.js';
