export { SceneEditor } from './scene-editor.js';
export { restoredEdits } from './use-autosave.js';
