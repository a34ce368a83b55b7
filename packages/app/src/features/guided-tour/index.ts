export { GuidedTourButton } from './guided-tour-button.js';
export { useGuidedTour, GUIDED_TOUR_DEGREES_PER_SECOND } from './use-guided-tour.js';
export { nextSceneId } from './turn-counter.js';
