/**
 * The server as a library, for a host that runs it inside its own process: build the app from
 * a validated configuration and open storage, then `listen`. `server.ts` does exactly that.
 */
export { buildApp, type AppOptions } from './public/public-app.js';
export { buildStudioApp, type StudioOptions } from './studio/studio-app.js';
export { loadConfig, ConfigError, type ServerConfig, type StudioConfig } from './config/config.js';
