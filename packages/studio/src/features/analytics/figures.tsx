import type { AnalyticsReport } from '@tourview/schema';
import { DataTable } from '../../components/data-table.js';
import styles from './analytics.module.css';

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
const seconds = (value: number | null) => (value === null ? '—' : `${value} s`);

/** The headline numbers and the funnel: visit → details → contact → enquiry. */
export function Headline({ report }: { report: AnalyticsReport }) {
  const { funnel } = report;
  const visitors = report.days.reduce((sum, d) => sum + d.visitors, 0);
  const items: [string, string, string][] = [
    ['visits', 'Visits', String(report.visits)],
    ['visitors', 'Visitors (daily uniques, summed)', String(visitors)],
    ['median-time', 'Median time in tour', seconds(report.medianTimeInTourSeconds)],
    ['details', 'Opened the details', String(funnel.detailsOpened)],
    ['contact', 'Opened the contact form', String(funnel.contactOpened)],
    ['enquiries', 'Sent an enquiry', String(funnel.enquirySent)],
  ];
  return (
    <ul className={styles.figures} aria-label="Totals and funnel">
      {items.map(([id, label, value]) => (
        <li key={id} className={styles.figure} data-testid={`figure-${id}`}>
          <strong>{value}</strong>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Per room: the share of visits that reached it and the median time spent in it. */
export function RoomTable({ report }: { report: AnalyticsReport }) {
  if (report.rooms.length === 0) return <p className="muted">No room was visited in this range.</p>;
  return (
    <DataTable
      label="Rooms"
      caption="Visits, share and median dwell per room"
      columns={['Room', 'Visits', 'Share of visits', 'Median dwell']}
    >
      {report.rooms.map((room) => (
        <tr key={room.room} data-testid={`room-${room.room}`}>
          <th scope="row">{room.room}</th>
          <td>{room.visits}</td>
          <td>{percent(room.share)}</td>
          <td>{seconds(room.medianDwellSeconds)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A two-column table of counts (doors, info points, devices, languages, sites). */
export function CountTable({
  label,
  columns,
  rows,
  testId,
}: {
  label: string;
  columns: [string, string];
  rows: [string, number][];
  testId: string;
}) {
  if (rows.length === 0) return <p className="muted">{label}: none in this range.</p>;
  return (
    <DataTable label={label} caption={label} columns={columns}>
      {rows.map(([name, count]) => (
        <tr key={name} data-testid={`${testId}-${name}`}>
          <th scope="row">{name}</th>
          <td>{count}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Visits and visitors per day, the chart's numbers as a table. */
export function DayTable({ report }: { report: AnalyticsReport }) {
  if (report.days.length === 0) return <p className="muted">No visits in this range.</p>;
  return (
    <DataTable
      label="Days"
      caption="Visits and unique visitors per day"
      columns={['Day', 'Visits', 'Visitors']}
    >
      {report.days.map((d) => (
        <tr key={d.day}>
          <th scope="row">{d.day}</th>
          <td>{d.visits}</td>
          <td>{d.visitors}</td>
        </tr>
      ))}
    </DataTable>
  );
}
