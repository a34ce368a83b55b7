import type { StudioJob } from '@tourview/schema';
import { FormError } from '../../../components/form-error.js';
import { useJob, usePublish } from '../../../lib/api/tours.js';

const STATE_TEXT = {
  queued: 'waiting for a free worker',
  running: 'running',
  done: 'published',
  failed: 'failed',
};

/** A publish job's state, asked for every second until it ends. */
function PublishJobStatus({ code, job }: { code: string; job: StudioJob }) {
  const live = useJob(code, job.id).data ?? job;
  const fraction = live.progress?.fraction ?? 0;
  return (
    <div role="status" data-job-id={live.id} data-job-state={live.state}>
      <p>
        Publish job <code>{live.id}</code>: {STATE_TEXT[live.state]}
        {live.state === 'running' && live.progress ? ` — ${live.progress.message}` : ''}
      </p>
      {live.state === 'queued' || live.state === 'running' ? (
        <progress max={1} value={fraction} aria-label="Publish progress">
          {Math.round(fraction * 100)}%
        </progress>
      ) : null}
      {live.state === 'failed' && live.error ? <pre className="problems">{live.error}</pre> : null}
    </div>
  );
}

/** Publishes the draft as a new version, in a background job. */
export function PublishPanel({ code }: { code: string }) {
  const publish = usePublish(code);
  return (
    <section aria-labelledby="publish" className="panel">
      <h2 id="publish">Publish</h2>
      <p className="muted">
        Makes the saved draft a new version that visitors see, once its panoramas are tiled.
      </p>
      <button type="button" className="primary" disabled={publish.isPending} onClick={() => publish.mutate()}>
        Publish draft
      </button>
      <FormError error={publish.error} />
      {publish.data ? <PublishJobStatus code={code} job={publish.data} /> : null}
    </section>
  );
}
