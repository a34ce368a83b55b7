export { PlanEditor, type OpenDoor } from './plan-editor.js';
