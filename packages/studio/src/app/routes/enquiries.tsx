import { ENQUIRY_STATUSES, type EnquiryStatus, type StudioEnquiry } from '@tourview/schema';
import { useDeferredValue, useId } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table.js';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { enquiriesCsvUrl, useEnquiries, useSetEnquiryStatus } from '../../lib/api/enquiries.js';
import { useTours } from '../../lib/api/tours.js';
import styles from './enquiries.module.css';

const STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', answered: 'Answered' };
const STATUS_CLASSES: Record<EnquiryStatus, string | undefined> = {
  new: styles.new,
  answered: styles.answered,
};

function isStatus(value: string | null): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * The enquiries of the tours this account works on, newest first. The filters live in the
 * address, so a filtered list can be bookmarked or sent to a colleague.
 */
export default function Enquiries() {
  const [params, setParams] = useSearchParams();
  const tour = params.get('tour') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const words = params.get('q') ?? '';
  const filters = {
    ...(tour ? { tour } : {}),
    ...(status ? { status } : {}),
    ...(words.trim() ? { q: words.trim() } : {}),
  };
  const enquiries = useEnquiries(useDeferredValue(filters));
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const count = enquiries.data?.length ?? 0;
  return (
    <>
      <PageHeading>Enquiries</PageHeading>
      <form
        className={styles.filters}
        role="search"
        aria-label="Filter enquiries"
        onSubmit={(e) => e.preventDefault()}
      >
        <TourFilter value={tour} onChange={(v) => setFilter('tour', v)} />
        <div className="field">
          <label htmlFor="enquiry-status">Status</label>
          <select
            id="enquiry-status"
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="">Any</option>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={`field ${styles.search}`}>
          <label htmlFor="enquiry-search">Search name, email, phone or message</label>
          <input
            id="enquiry-search"
            type="search"
            value={words}
            onChange={(e) => setFilter('q', e.target.value)}
          />
        </div>
      </form>
      <p>
        <a href={enquiriesCsvUrl(filters)} download>
          Download these enquiries as CSV
        </a>
      </p>
      <p role="status" className="muted">
        {enquiries.data ? `${count} ${count === 1 ? 'enquiry' : 'enquiries'}` : 'Loading…'}
      </p>
      <FormError error={enquiries.error} />
      {count > 0 ? <EnquiryTable enquiries={enquiries.data ?? []} /> : null}
    </>
  );
}

function TourFilter({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const tours = useTours('');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Tour</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All my tours</option>
        {tours.data?.map((t) => (
          <option key={t.code} value={t.code}>
            {t.title} ({t.code})
          </option>
        ))}
      </select>
    </div>
  );
}

function EnquiryTable({ enquiries }: { enquiries: StudioEnquiry[] }) {
  const setStatus = useSetEnquiryStatus();
  return (
    <>
      <FormError error={setStatus.error} />
      <DataTable
        label="Enquiries"
        caption="Enquiries, newest first"
        columns={['When', 'Tour', 'From', 'Message', 'Status']}
      >
        {enquiries.map((e) => {
          const next: EnquiryStatus = e.status === 'new' ? 'answered' : 'new';
          return (
            <tr key={e.id}>
              <td>
                <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
              </td>
              <td>
                <code>{e.tourCode}</code>
              </td>
              <td>
                {e.name}
                {e.email ? (
                  <>
                    <br />
                    <a href={`mailto:${e.email}`}>{e.email}</a>
                  </>
                ) : null}
                {e.phone ? (
                  <>
                    <br />
                    <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a>
                  </>
                ) : null}
                {e.preferredContactTime && e.preferredContactTime !== 'any' ? (
                  <>
                    <br />
                    <span className="muted">prefers the {e.preferredContactTime}</span>
                  </>
                ) : null}
              </td>
              <td className={styles.message}>{e.message}</td>
              <td>
                <span className={`${styles.status} ${STATUS_CLASSES[e.status]}`}>
                  {STATUS_LABELS[e.status]}
                </span>
                {e.statusChangedBy ? <small className="muted"> by {e.statusChangedBy}</small> : null}
                <br />
                <button
                  type="button"
                  disabled={setStatus.isPending && setStatus.variables.id === e.id}
                  onClick={() => setStatus.mutate({ id: e.id, status: next })}
                >
                  Mark {STATUS_LABELS[next].toLowerCase()}
                  <span className="visually-hidden"> (enquiry from {e.name})</span>
                </button>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}
