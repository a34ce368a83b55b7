export { PropertyPanel, type PropertyPanelProps } from './property-panel.js';
export { formatAddress, formatPrice } from './format.js';
