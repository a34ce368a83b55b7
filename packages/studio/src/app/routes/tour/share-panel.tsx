import { EMBED_DEFAULT_SIZE, embedIframeHtml, embedUrlOf } from '@tourview/schema';
import { CopyField } from '../../../components/copy-field.js';
import { QrCode } from './qr-code.js';
import styles from './share-panel.module.css';

/** What the share panel shows of a published tour. */
interface SharePanelProps {
  code: string;
  url: string;
  /** The unbranded page for listing services; null while the tour has none. */
  unbrandedUrl: string | null;
  title: string;
}

/**
 * Where visitors find a published tour: its address to copy or open, a QR code of it, and the
 * snippet that puts it on another site, the same the visitors' share dialog offers first
 * (responsive, 16:9); and beside them the unbranded address that listing services take.
 */
export function SharePanel({ code, url, unbrandedUrl, title }: SharePanelProps) {
  const snippet = embedIframeHtml({ src: embedUrlOf(url), title, ...EMBED_DEFAULT_SIZE, responsive: true });
  return (
    <section aria-labelledby="share" className="panel">
      <h2 id="share">Share</h2>
      <p className="muted">
        Visitors see the newest version at{' '}
        <a href={url} target="_blank" rel="noreferrer" data-testid="share-url">
          {url}
        </a>
        .
      </p>
      <div className={styles.layout}>
        <div className="stack">
          <CopyField label="Visitor address" value={url} />
          {unbrandedUrl ? (
            <div className="stack">
              <CopyField label="Unbranded address (for listing services)" value={unbrandedUrl} />
              <p className="muted" data-testid="unbranded-note">
                The same tour without the agent, the agency&apos;s branding, the contact form, sharing or any
                link off the page, as MLSs and portals require. It keeps its address when you publish again.
              </p>
            </div>
          ) : null}
          <CopyField label="Embed code" value={snippet} multiline />
        </div>
        <QrCode url={url} fileName={`tour-${code}-qr`} />
      </div>
    </section>
  );
}
