/**
 * The scene id rule without zod, so code on the path to the first pixels (the tour page's
 * early viewer, the URL view parser) can check ids without loading the validation library.
 */
export const SCENE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,47}$/;

/** Whether `value` is a well-formed scene id. */
export function isSceneId(value: string): boolean {
  return SCENE_ID_PATTERN.test(value);
}
