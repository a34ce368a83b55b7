import { useState } from 'react';
import { FormError } from '../../components/form-error.js';
import { lastThirtyDays } from '../../lib/analytics-range.js';
import { analyticsCsvUrl, useAnalyticsReport, useAttentionMap } from '../../lib/api/analytics.js';
import { AttentionGrid } from './attention-grid.js';
import { CountTable, DayTable, Headline, RoomTable } from './figures.js';
import { VisitsChart } from './visits-chart.js';
import styles from './analytics.module.css';

/** A tour's engagement over a range of days: numbers, chart, tables, CSV and attention maps. */
export function AnalyticsDashboard({ code }: { code: string }) {
  const [range, setRange] = useState(lastThirtyDays);
  const [room, setRoom] = useState<string | null>(null);
  const report = useAnalyticsReport(code, range);
  const attention = useAttentionMap(code, room, range);
  const data = report.data;
  return (
    <>
      <form className={styles.range} aria-label="Date range" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="analytics-from">From</label>
          <input
            id="analytics-from"
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor="analytics-to">To</label>
          <input
            id="analytics-to"
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </div>
        <a href={analyticsCsvUrl(code, range)} download>
          Download CSV
        </a>
      </form>
      <FormError error={report.error} />
      {data ? (
        <>
          <Headline report={data} />
          <h2>Visits per day</h2>
          <VisitsChart report={data} />
          <DayTable report={data} />
          <h2>Rooms</h2>
          <RoomTable report={data} />
          <h2>Doors and info points</h2>
          <CountTable
            label="Door clicks"
            testId="door"
            columns={['From → to', 'Clicks']}
            rows={data.doors.map((d) => [`${d.room} → ${d.target}`, d.clicks])}
          />
          <CountTable
            label="Info point clicks"
            testId="info"
            columns={['Room / point', 'Clicks']}
            rows={data.infoPoints.map((i) => [`${i.room} / ${i.hotspot}`, i.clicks])}
          />
          <h2>Who visited</h2>
          <CountTable
            label="Devices"
            testId="device"
            columns={['Device', 'Visits']}
            rows={data.devices.map((d) => [d.device, d.visits])}
          />
          <CountTable
            label="Languages"
            testId="language"
            columns={['Language', 'Visits']}
            rows={data.languages.map((l) => [l.language, l.visits])}
          />
          <CountTable
            label="Embedding sites"
            testId="embed"
            columns={['Site', 'Visits']}
            rows={data.embeds.map((e) => [e.site, e.visits])}
          />
          <h2>Attention map</h2>
          <div className="field">
            <label htmlFor="attention-room">Room</label>
            <select id="attention-room" value={room ?? ''} onChange={(e) => setRoom(e.target.value || null)}>
              <option value="">Choose a room</option>
              {data.rooms.map((r) => (
                <option key={r.room} value={r.room}>
                  {r.room}
                </option>
              ))}
            </select>
          </div>
          <FormError error={attention.error} />
          {attention.data ? <AttentionGrid map={attention.data} /> : null}
        </>
      ) : null}
    </>
  );
}
