export { TourCodeForm } from './tour-code-form.js';
