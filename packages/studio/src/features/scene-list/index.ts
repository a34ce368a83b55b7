export { SceneList } from './scene-list.js';
