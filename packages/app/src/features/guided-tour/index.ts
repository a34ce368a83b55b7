export { GuidedTourButton } from './guided-tour-button.js';
export { TourGuide, type TourGuideProps } from './tour-guide.js';
export { useGuidedTour, type GuidedTour, type GuidedTourState } from './use-guided-tour.js';
export { nextSceneId } from './turn-counter.js';
