import { lazy } from 'react';

export type { EnquiryDialogProps } from './enquiry-dialog.js';

/**
 * The enquiry dialog, loaded on demand: the form, its validation and reCAPTCHA stay out of
 * the first panorama's bundle. Render it inside `<Suspense>` while it is open.
 */
export const EnquiryDialog = lazy(() => import('./enquiry-dialog.js'));
