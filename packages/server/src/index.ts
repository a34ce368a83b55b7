export { buildApp, appPlugin, type AppOptions } from './app.js';
export { loadConfig, ConfigError, type ServerConfig, type RecaptchaConfig } from './config.js';
export { PRESETS, APP_ENVS, type AppEnv } from './config-presets.js';
