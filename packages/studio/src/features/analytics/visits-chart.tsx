import type { AnalyticsReport } from '@tourview/schema';
import { useEffect, useRef, useState } from 'react';
import styles from './analytics.module.css';

const DAY_S = 86_400;

/** Every day of the range, so days without visits draw as zero rather than as a gap. */
export function dailySeries(report: AnalyticsReport): [number[], number[], number[]] {
  const byDay = new Map(report.days.map((d) => [d.day, d]));
  const start = Date.parse(report.from) / 1000;
  const days = Math.round((Date.parse(report.to) / 1000 - start) / DAY_S) + 1;
  const x: number[] = [];
  const visits: number[] = [];
  const visitors: number[] = [];
  for (let i = 0; i < days; i++) {
    const at = start + i * DAY_S;
    const entry = byDay.get(new Date(at * 1000).toISOString().slice(0, 10));
    x.push(at);
    visits.push(entry?.visits ?? 0);
    visitors.push(entry?.visitors ?? 0);
  }
  return [x, visits, visitors];
}

/**
 * Visits and unique visitors per day, drawn with uPlot (about 50 kB, maintained, canvas): it is
 * loaded with this chart, never with the studio's first screen. The table beside it holds the
 * same numbers for screen readers and keyboards.
 */
export function VisitsChart({ report }: { report: AnalyticsReport }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (gone || !box.current) return;
        const width = Math.max(280, Math.min(900, box.current.clientWidth));
        chart = new UPlot(
          {
            width,
            height: 220,
            series: [
              {},
              { label: 'Visits', stroke: '#1f6feb', width: 2 },
              { label: 'Visitors', stroke: '#b35900', width: 2, dash: [6, 4] },
            ],
            axes: [{}, { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) }],
            scales: { x: { time: true } },
          },
          dailySeries(report),
          box.current,
        );
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [report]);
  return (
    <div className={styles.chart} ref={box} aria-hidden="true" data-testid="visits-chart">
      {failed ? <p className="muted">The chart could not load; the table below has the numbers.</p> : null}
    </div>
  );
}
