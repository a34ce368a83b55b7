import { DataTable } from '../../components/data-table.js';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { AUDIT_CSV_URL, useAuditLog } from '../../lib/api/audit.js';
import { useAccount } from '../use-account.js';

const ACTION_LABELS: Record<string, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
  setup_completed: 'Created the first admin',
  account_created: 'Added account',
  account_removed: 'Removed account',
  password_reset: 'Reset password',
  tours_changed: 'Changed tours',
  tour_created: 'Created tour',
  draft_saved: 'Saved draft',
  publish: 'Published',
  rollback: 'Rolled back',
  enquiry_status_changed: 'Changed enquiry status',
  file_removed: 'Removed a draft file',
  file_restored: 'Restored a draft file',
  file_refiled: 'Changed a draft file’s kind',
  live_viewing_started: 'Started a live viewing',
  live_viewing_ended: 'Ended a live viewing',
};

/** The audit log, newest first, and its CSV export (admins only). */
export default function Audit() {
  const account = useAccount();
  return (
    <>
      <PageHeading>Audit log</PageHeading>
      {account.role === 'admin' ? <AuditLog /> : <p>Only admins can read the audit log.</p>}
    </>
  );
}

function AuditLog() {
  const log = useAuditLog();
  return (
    <>
      <p>
        <a href={AUDIT_CSV_URL} download>
          Download as CSV
        </a>
      </p>
      <FormError error={log.error} />
      <DataTable
        label="Audit log entries"
        caption="Audit log, newest first"
        columns={['When', 'What', 'Who', 'About', 'From']}
      >
        {log.data?.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
            </td>
            <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
            <td>{entry.actorEmail ?? '—'}</td>
            <td>{entry.target ?? '—'}</td>
            <td>{entry.client ?? '—'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
