export { AnalyticsDashboard } from './analytics-dashboard.js';
