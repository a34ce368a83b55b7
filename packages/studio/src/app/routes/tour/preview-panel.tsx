import type { StudioJob } from '@tourview/schema';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.js';
import { useTourJobs } from '../../../lib/api/jobs.js';
import { usePreview, useStartPreview } from '../../../lib/api/previews.js';
import { useDraft } from '../../../lib/api/tours.js';
import { JOB_STATE_TEXT } from './job-list.js';
import { PREVIEW_SIZES, PreviewFrames, type PreviewShown } from './preview-frames.js';
import styles from './preview-panel.module.css';

const SHOWN: { value: PreviewShown; label: string }[] = [
  { value: 'both', label: 'Phone and desktop' },
  { value: 'phone', label: PREVIEW_SIZES.phone.label },
  { value: 'desktop', label: PREVIEW_SIZES.desktop.label },
];

/** A preview job's state as the event stream reports it. */
function PreviewJobStatus({ job }: { job: StudioJob }) {
  const fraction = job.progress?.fraction ?? 0;
  return (
    <div role="status" data-preview-job-state={job.state}>
      <p>
        Preview job: {JOB_STATE_TEXT[job.state]}
        {job.state === 'running' && job.progress ? ` — ${job.progress.message}` : ''}
      </p>
      {job.state === 'queued' || job.state === 'running' ? (
        <progress max={1} value={fraction} aria-label="Preview progress">
          {Math.round(fraction * 100)}%
        </progress>
      ) : null}
      {job.state === 'failed' && job.error ? (
        <pre className="problems" data-testid="preview-job-problems">
          {job.error}
        </pre>
      ) : null}
    </div>
  );
}

function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

/**
 * Shows the saved draft in the visitor app before it is published: a preview job builds it as
 * a publish would, and the visitor page of the result (which only its link opens) appears here
 * at phone and desktop size.
 */
export function PreviewPanel({ code }: { code: string }) {
  const start = useStartPreview(code);
  const jobs = useTourJobs(code);
  const preview = usePreview(code);
  const draft = useDraft(code);
  const [shown, setShown] = useState<PreviewShown>('both');
  const started = start.data;
  const current = started ? (jobs.data?.find((j) => j.id === started.id) ?? started) : undefined;
  const ready = preview.data;
  return (
    <section aria-labelledby="preview" className="panel">
      <h2 id="preview">Preview</h2>
      <p className="muted">
        Shows the saved draft in the visitor app, exactly as visitors will see it once published, without
        publishing it. Anyone with the preview’s link can open it for 24 hours.
      </p>
      <button type="button" disabled={start.isPending} onClick={() => start.mutate()}>
        Preview draft
      </button>
      <FormError error={start.error ?? preview.error} />
      {current ? <PreviewJobStatus job={current} /> : null}
      {ready ? (
        <>
          <p data-preview-revision={ready.draftRevision}>
            Draft revision {ready.draftRevision}, made {when(ready.createdAt)}
            {ready.createdBy ? ` by ${ready.createdBy.email}` : ''}; open until {when(ready.expiresAt)}.
            {draft.data && draft.data.revision !== ready.draftRevision
              ? ' The draft has changed since: preview it again to see the changes.'
              : ''}
          </p>
          <fieldset className={styles.shown}>
            <legend>Show</legend>
            {SHOWN.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name="preview-shown"
                  value={option.value}
                  checked={shown === option.value}
                  onChange={() => setShown(option.value)}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
          <PreviewFrames key={ready.url} url={ready.url} code={code} shown={shown} />
        </>
      ) : null}
    </section>
  );
}
