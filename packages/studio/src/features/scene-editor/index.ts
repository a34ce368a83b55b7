export { SceneEditor } from './scene-editor.js';
