import type { StudioJob } from '@tourview/schema';
import { FormError } from '../../../components/form-error.js';
import { useTourJobs } from '../../../lib/api/jobs.js';
import { useDraft, useDraftChanges, usePublish, useVersions } from '../../../lib/api/tours.js';
import { DraftChangeSummary } from './draft-change-summary.js';
import { JobList, JOB_STATE_TEXT } from './job-list.js';
import { PublishProblems } from './publish-problems.js';

/** A publish job's state as the event stream reports it. */
function PublishJobStatus({ job }: { job: StudioJob }) {
  const fraction = job.progress?.fraction ?? 0;
  return (
    <div role="status" data-job-id={job.id} data-job-state={job.state}>
      <p>
        Publish job <code>{job.id}</code>: {JOB_STATE_TEXT[job.state]}
        {job.state === 'running' && job.progress ? ` — ${job.progress.message}` : ''}
      </p>
      {job.state === 'queued' || job.state === 'running' ? (
        <progress max={1} value={fraction} aria-label="Publish progress">
          {Math.round(fraction * 100)}%
        </progress>
      ) : null}
      {job.state === 'failed' && job.error ? (
        <PublishProblems code={job.tourCode ?? ''} error={job.error} />
      ) : null}
    </div>
  );
}

/**
 * Publishes the draft as a new version, in a background job, and shows the tour's jobs live.
 * What publishing would change is said first; a draft that changes nothing is not published
 * again, which would only add a version visitors cannot tell from the last.
 */
export function PublishPanel({ code }: { code: string }) {
  const publish = usePublish(code);
  const jobs = useTourJobs(code);
  const revision = useDraft(code).data?.revision;
  const changes = useDraftChanges(code, revision, useVersions(code).data?.[0]?.number);
  const unchanged = changes.data?.since !== null && changes.data?.groups.length === 0;
  const started = publish.data;
  const current = started ? (jobs.data?.find((j) => j.id === started.id) ?? started) : undefined;
  return (
    <section aria-labelledby="publish" className="panel">
      <h2 id="publish">Publish</h2>
      <p className="muted">
        Makes the saved draft a new version that visitors see, once its panoramas are tiled.
      </p>
      {changes.data ? <DraftChangeSummary changes={changes.data} /> : null}
      <FormError error={changes.error} />
      <button
        type="button"
        className="primary"
        disabled={publish.isPending || unchanged}
        onClick={() => publish.mutate()}
      >
        Publish draft
      </button>
      <FormError error={publish.error} />
      {current ? <PublishJobStatus job={current} /> : null}
      <JobList jobs={jobs.data ?? []} live={jobs.live} />
      <FormError error={jobs.error} />
    </section>
  );
}
