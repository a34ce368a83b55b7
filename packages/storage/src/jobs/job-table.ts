import type { Generated } from 'kysely';

/** A background job; `payload`, `progress` and `result` are JSON text. */
export interface JobsTable {
  id: string;
  kind: string;
  tour_code: string | null;
  payload: string;
  state: string;
  progress: string | null;
  result: string | null;
  error: string | null;
  attempts: Generated<number>;
  /** The worker holding the job while `running`, until `locked_until`. */
  worker: string | null;
  locked_until: string | null;
  created_by_id: string | null;
  created_by_email: string | null;
  created_at: string;
  updated_at: string;
}
