import type { StudioVersion } from '@tourview/schema';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.js';
import { FormError } from '../../../components/form-error.js';
import { useRollback, useVersions } from '../../../lib/api/tours.js';

function who(version: StudioVersion): string {
  return version.publishedBy?.email ?? 'tour import (command line)';
}

/** Every published version, with who published it when, a rollback (after a confirmation) and an export. */
export function VersionHistory({ code }: { code: string }) {
  const versions = useVersions(code);
  const rollback = useRollback(code);
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <section aria-labelledby="versions" className="panel">
      <h2 id="versions">Versions</h2>
      <FormError error={versions.error ?? rollback.error} />
      {versions.data?.length === 0 ? <p className="muted">Not published yet.</p> : null}
      {versions.data?.length ? (
        <DataTable
          label="Versions"
          caption="Published versions, newest first"
          columns={['Version', 'Published by', 'When', 'Actions']}
        >
          {versions.data.map((v) => (
            <tr key={v.number}>
              <td>
                {v.number}
                {v.live ? <strong> · live</strong> : null}
                {v.rollbackOf === null ? null : <span className="muted"> · rollback of {v.rollbackOf}</span>}
              </td>
              <td>{who(v)}</td>
              <td>
                <time dateTime={v.publishedAt}>{new Date(v.publishedAt).toLocaleString()}</time>
              </td>
              <td>
                {v.live ? null : confirming === v.number ? (
                  <>
                    <button
                      type="button"
                      className="danger"
                      onClick={() => rollback.mutate(v.number, { onSettled: () => setConfirming(null) })}
                    >
                      Make version {v.number} live
                    </button>{' '}
                    <button type="button" onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </>
                ) : (
                  <button type="button" onClick={() => setConfirming(v.number)}>
                    Roll back<span className="visually-hidden"> to version {v.number}</span>
                  </button>
                )}{' '}
                <a
                  href={`/api/studio/tours/${encodeURIComponent(code)}/versions/${v.number}/export`}
                  download
                  aria-label={`Export version ${v.number} as a zip`}
                >
                  Export
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}
