import type { Problem } from '@tourview/schema';

/**
 * An answer of the studio API that is a problem: the stable `code` says which. A module of its
 * own, with the schema's types only, so the page's entry (the query client's retry rule) can
 * tell problems apart without loading zod.
 */
export class ApiProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: NonNullable<Problem['errors']>;
  /** `revision_conflict` only: who changed the draft, and when. */
  readonly conflict: Problem['conflict'];
  /** `file_in_use` only: where the draft uses the file, in words. */
  readonly uses: string[];

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiProblemError';
    this.status = problem.status;
    this.code = problem.code;
    this.errors = problem.errors ?? [];
    this.conflict = problem.conflict;
    this.uses = problem.uses ?? [];
  }
}
