import type { StudioJob } from '@tourview/schema';
import { FormError } from '../../../components/form-error.js';
import { usePublish } from '../../../lib/api/tours.js';

/**
 * Where a publish job's live progress goes. It shows the job as the publish request answered
 * it; the job queue's progress component takes this place.
 */
function PublishJobStatus({ job }: { job: StudioJob }) {
  return (
    <p role="status" data-job-id={job.id}>
      Publish job <code>{job.id}</code>: {job.state}
    </p>
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
      {publish.data ? <PublishJobStatus job={publish.data} /> : null}
    </section>
  );
}
