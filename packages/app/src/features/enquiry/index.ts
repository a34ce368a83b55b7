import { lazyWithRetry } from '../../components/lazy-with-retry.js';

export type { EnquiryDialogProps } from './enquiry-dialog.js';

/**
 * The enquiry dialog, loaded on demand: the form, its validation and reCAPTCHA stay out of
 * the first panorama's bundle. Render it inside a `<LazyPart>` while it is open, which offers a
 * retry when its code cannot be loaded.
 */
export const EnquiryDialog = lazyWithRetry(() => import('./enquiry-dialog.js'));
