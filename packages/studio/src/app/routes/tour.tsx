import { Link, useParams } from 'react-router';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { paths } from '../../config/paths.js';
import { useDraft, useTour } from '../../lib/api/tours.js';
import { DraftForm } from './tour/draft-form.js';
import { LiveViewingPanel } from './tour/live-viewing-panel.js';
import { PreviewPanel } from './tour/preview-panel.js';
import { PublishPanel } from './tour/publish-panel.js';
import { SceneLinks } from './tour/scene-links.js';
import { SharePanel } from './tour/share-panel.js';
import { VersionHistory } from './tour/version-history.js';

/** One tour: its draft's fields, publishing, and its version history. */
export default function Tour() {
  const code = useParams().code ?? '';
  const tour = useTour(code);
  const draft = useDraft(code);
  return (
    <>
      <PageHeading>{tour.data?.title ?? code}</PageHeading>
      <p className="muted">
        <code>{code}</code>
        {tour.data && !tour.data.published ? ' · not published yet' : null}
      </p>
      <FormError error={tour.error ?? draft.error} />
      {draft.data ? <DraftForm key={draft.data.code} draft={draft.data} /> : null}
      {draft.data ? <SceneLinks draft={draft.data} /> : null}
      {draft.data ? (
        <p>
          <Link to={paths.videoEditor.href(code)}>Edit video and chapters</Link>
        </p>
      ) : null}
      {/* A tour this account may not see shows its one error, not one per panel. */}
      {tour.data ? (
        <>
          <PublishPanel code={code} />
          {tour.data.published ? (
            <>
              <p>
                <Link to={paths.analytics.href(code)}>Engagement analytics</Link>
              </p>
              <SharePanel
                code={code}
                url={tour.data.url}
                unbrandedUrl={tour.data.unbrandedUrl ?? null}
                title={tour.data.title}
              />
              <LiveViewingPanel code={code} />
            </>
          ) : null}
          <PreviewPanel code={code} />
          <VersionHistory code={code} />
        </>
      ) : null}
    </>
  );
}
