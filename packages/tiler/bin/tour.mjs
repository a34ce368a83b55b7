#!/usr/bin/env node
// The compiled command (`npm run build`); from source, `npm run tour` runs src/cli.ts through tsx.
await import('../dist/cli.js');
