import type { StudioJob } from '@tourview/schema';
import styles from './job-list.module.css';

/** A job's state in words. */
export const JOB_STATE_TEXT: Record<StudioJob['state'], string> = {
  queued: 'waiting for a free worker',
  running: 'running',
  done: 'done',
  failed: 'failed',
};

function whatOf(job: StudioJob): string {
  if (job.kind === 'publish') return 'Publish';
  if (job.kind === 'preview') return 'Preview';
  if (job.kind === 'inspect') return `Check ${job.subject ?? 'a file'}`;
  return job.kind;
}

/** The tour's newest jobs: what each does, its state and progress, and a failure's message. */
export function JobList({ jobs, live }: { jobs: StudioJob[]; live: boolean }) {
  return (
    <details className={styles.jobs} open={jobs.some((j) => j.state === 'queued' || j.state === 'running')}>
      <summary>
        Recent jobs ({jobs.length}){live ? '' : ' — live updates stopped; reload the page'}
      </summary>
      {jobs.length === 0 ? (
        <p className="muted">No jobs yet.</p>
      ) : (
        <ul aria-label="Recent jobs">
          {jobs.map((job) => (
            <li key={job.id} data-job-kind={job.kind} data-job-state={job.state}>
              <span>{whatOf(job)}</span> · <span>{JOB_STATE_TEXT[job.state]}</span>
              {job.state === 'running' && job.progress ? (
                <>
                  {' '}
                  <progress
                    max={1}
                    value={job.progress.fraction}
                    aria-label={`${whatOf(job)} progress`}
                  />{' '}
                  <span className="muted">{job.progress.message}</span>
                </>
              ) : null}{' '}
              <time className="muted" dateTime={job.createdAt}>
                {new Date(job.createdAt).toLocaleString()}
              </time>
              {job.state === 'failed' && job.error ? <pre className="problems">{job.error}</pre> : null}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
