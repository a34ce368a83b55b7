import { EMBED_DEFAULT_SIZE, embedIframeHtml, embedUrlOf } from '@tourview/schema';
import { CopyField } from '../../../components/copy-field.js';
import { QrCode } from './qr-code.js';
import styles from './share-panel.module.css';

/**
 * Where visitors find a published tour: its address to copy or open, a QR code of it, and the
 * snippet that puts it on another site, the same the visitors' share dialog offers first
 * (responsive, 16:9).
 */
export function SharePanel({ code, url, title }: { code: string; url: string; title: string }) {
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
          <CopyField label="Embed code" value={snippet} multiline />
        </div>
        <QrCode url={url} fileName={`tour-${code}-qr`} />
      </div>
    </section>
  );
}
