import type { TestProject } from 'vitest/node';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One server for every browser test file (2-core CI: start it once). */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('dataDir', stack.dataDir);
  return () => stack.stop();
}
