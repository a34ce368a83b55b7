import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium; `CHROMIUM_PATH` overrides it. Browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags that let headless Chromium run in a closed network as root: no background
 * connections (they would be refused), software WebGL through SwiftShader.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--ignore-gpu-blocklist',
];

/** Launch options for Debian's Chromium with a fresh profile. */
export function launchOptions(extraArgs: string[] = []): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/** Launches a headless Chromium with a fresh profile. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(launchOptions(extraArgs));
}
