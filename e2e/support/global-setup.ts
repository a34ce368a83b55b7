import type { TestProject } from 'vitest/node';
import { sparePort as freePort } from '@tourview/server/testing';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The studio's own origin, and the one-time link that creates its first admin. */
    studioUrl: string;
    studioSetupLink: string;
    /** A second local origin the server lets frame its tours (EMBED_ALLOWED_ORIGINS). */
    portalOrigin: string;
  }
}

/** One server for every browser test file (2-core CI: start it once). */
export default async function setup(project: TestProject) {
  // 127.0.0.1 is another site than the server's localhost, as a portal's page would be.
  const portalOrigin = `http://127.0.0.1:${await freePort()}`;
  const stack = await startStack({ EMBED_ALLOWED_ORIGINS: portalOrigin });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('portalOrigin', portalOrigin);
  project.provide('dataDir', stack.dataDir);
  project.provide('studioUrl', stack.studioUrl);
  project.provide('studioSetupLink', stack.studioSetupLink);
  return () => stack.stop();
}
