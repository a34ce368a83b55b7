import { useId, useState } from 'react';
import { EMBED_ANY_ORIGIN, embedIframeHtml, embedUrlOf } from '@tourview/schema';
import { useMessages } from '../../lib/i18n/index.js';
import { CopyField } from './copy-field.js';
import { messages } from './messages.js';
import styles from './share-link.module.css';

/** The sizes offered: responsive 16:9 first, which suits most pages, then two fixed ones. */
const SIZES = [
  { key: 'responsive', width: 960, height: 540, responsive: true },
  { key: '960', width: 960, height: 540, responsive: false },
  { key: '640', width: 640, height: 360, responsive: false },
] as const;

/**
 * The Embed tab: which sites may show the snippet, its size, and the snippet of the view at
 * `url` (its public address).
 */
export function EmbedPanel({
  url,
  title,
  embedOrigins,
}: {
  url: string;
  title: string;
  embedOrigins: readonly string[];
}) {
  const t = useMessages(messages);
  const sizeId = useId();
  const [sizeKey, setSizeKey] = useState<string>(SIZES[0].key);
  const size = SIZES.find((s) => s.key === sizeKey) ?? SIZES[0];
  const snippet = embedIframeHtml({ src: embedUrlOf(url), title, ...size });
  return (
    <>
      <EmbedSites origins={embedOrigins} />
      <div className={styles.field}>
        <label htmlFor={sizeId}>{t('sizeLabel')}</label>
        <select
          id={sizeId}
          value={sizeKey}
          onChange={(event) => setSizeKey(event.target.value)}
          className={styles.select}
        >
          {SIZES.map((s) => (
            <option key={s.key} value={s.key}>
              {s.responsive ? t('sizeResponsive') : t('sizeFixed', { width: s.width, height: s.height })}
            </option>
          ))}
        </select>
      </div>
      <CopyField label={t('embedLabel')} value={snippet} multiline />
    </>
  );
}

/** Where embedding is limited, the sites that may show the snippet: elsewhere it shows nothing. */
function EmbedSites({ origins }: { origins: readonly string[] }) {
  const t = useMessages(messages);
  if (origins.includes(EMBED_ANY_ORIGIN)) return null;
  return (
    <p className={styles.note} data-testid="embed-sites">
      {origins.length === 0 ? t('sitesNone') : t('sitesSome', { sites: origins.join(', ') })}
    </p>
  );
}
