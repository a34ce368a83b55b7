import type { Selectable } from 'kysely';
import type { Job, JobState } from '../studio/studio-types.js';
import type { JobsTable } from './job-table.js';

function parsed(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}

/** The job a row holds. */
export function jobFromRow(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    kind: row.kind,
    tourCode: row.tour_code,
    payload: parsed(row.payload),
    state: row.state as JobState,
    progress: parsed(row.progress) as Job['progress'],
    result: parsed(row.result),
    error: row.error,
    attempts: row.attempts,
    createdBy:
      row.created_by_id === null ? null : { id: row.created_by_id, email: row.created_by_email ?? '' },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
