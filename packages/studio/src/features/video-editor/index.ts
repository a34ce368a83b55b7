export { VideoEditor } from './video-editor.js';
