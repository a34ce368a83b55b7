export { PropertyPanel, type PropertyPanelProps } from './property-panel.js';
export { formatPrice } from './format.js';
