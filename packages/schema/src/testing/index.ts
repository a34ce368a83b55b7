export * from './sample-tour.js';
export * from './sample-enquiry.js';
export * from './sample-draft.js';
export * from './csv-cells.js';
export * from './large-draft.js';
export * from './big-tour.js';
