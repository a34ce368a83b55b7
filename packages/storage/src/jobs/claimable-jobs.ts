import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../database.js';
import { JOB_ATTEMPTS, ONE_AT_A_TIME_PER_TOUR } from './job-limits.js';

type JobRow = ExpressionBuilder<Database, 'jobs'>;

/** Another build of the same tour that runs, or was queued earlier and so goes first. */
function buildAheadInLine(eb: JobRow) {
  return eb.exists(
    eb
      .selectFrom('jobs as other')
      .select('other.id')
      .whereRef('other.tour_code', '=', 'jobs.tour_code')
      .whereRef('other.id', '<>', 'jobs.id')
      .where('other.kind', 'in', ONE_AT_A_TIME_PER_TOUR)
      .where((o) =>
        o.or([
          o('other.state', '=', 'running'),
          o.and([
            o('other.state', '=', 'queued'),
            o.or([
              o('other.created_at', '<', o.ref('jobs.created_at')),
              o.and([
                o('other.created_at', '=', o.ref('jobs.created_at')),
                o('other.id', '<', o.ref('jobs.id')),
              ]),
            ]),
          ]),
        ]),
      ),
  );
}

/** Queued, or running under a lease that ran out and with starts left; not waiting its turn. */
export function claimable(eb: JobRow, at: string, kinds: string[] | undefined) {
  const due = eb.and([
    eb.or([
      eb('state', '=', 'queued'),
      eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', at), eb('attempts', '<', JOB_ATTEMPTS)]),
    ]),
    eb.or([eb('kind', 'not in', ONE_AT_A_TIME_PER_TOUR), eb.not(buildAheadInLine(eb))]),
  ]);
  return kinds === undefined ? due : eb.and([due, eb('kind', 'in', kinds)]);
}
