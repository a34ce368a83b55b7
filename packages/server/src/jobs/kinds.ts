import type { JobKinds } from './job-kinds.js';

/**
 * The kinds production runs. The tiler's public API provides the handlers (`publish` turns a
 * draft into a version, `inspect` checks an uploaded file); each entry loads it lazily so the
 * API process never loads the tiler.
 */
export const JOB_KINDS: JobKinds = {};
