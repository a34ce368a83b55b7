import { markTimings, type Viewer } from '@tourview/viewer';

/**
 * The User Timing marks of the scene editor's panorama, from the engine's events as the
 * visitor's tour page sets its own: the first pixels, then the view at full sharpness.
 */
export const EDITOR_MARKS = {
  'first-render': 'tourview:editor-first-render',
  'view-sharp': 'tourview:editor-view-sharp',
} as const;

/**
 * Marks, once per page, the editor's first panorama pixels and its first sharp view, for the
 * benchmark; returns the function that stops listening.
 */
export function markEditorTimings(viewer: Pick<Viewer, 'on'>): () => void {
  return markTimings(viewer, EDITOR_MARKS);
}
