import type { AnalyticsReport } from './analytics-report.js';
import { toCsv } from './csv.js';

type Row = [section: string, item: string, detail: string, value: string];

const num = (value: number | null) => (value === null ? '' : String(value));

function rowsOf(report: AnalyticsReport): Row[] {
  const { funnel, features } = report;
  return [
    ['total', 'visits', '', num(report.visits)],
    ['total', 'median time in tour (s)', '', num(report.medianTimeInTourSeconds)],
    ...report.days.flatMap((d): Row[] => [
      ['day', d.day, 'visits', num(d.visits)],
      ['day', d.day, 'visitors', num(d.visitors)],
    ]),
    ...report.rooms.flatMap((r): Row[] => [
      ['room', r.room, 'visits', num(r.visits)],
      ['room', r.room, 'share of visits', num(r.share)],
      ['room', r.room, 'median dwell (s)', num(r.medianDwellSeconds)],
    ]),
    ...report.doors.map((d): Row => ['door', d.room, d.target, num(d.clicks)]),
    ...report.infoPoints.map((i): Row => ['info point', i.room, i.hotspot, num(i.clicks)]),
    ['funnel', 'visits', '', num(funnel.visits)],
    ['funnel', 'details opened', '', num(funnel.detailsOpened)],
    ['funnel', 'contact opened', '', num(funnel.contactOpened)],
    ['funnel', 'enquiry sent', '', num(funnel.enquirySent)],
    ...Object.entries(features).map(([name, value]): Row => ['feature', name, '', num(value)]),
    ...report.embeds.map((e): Row => ['embed', e.site, '', num(e.visits)]),
    ...report.devices.map((d): Row => ['device', d.device, '', num(d.visits)]),
    ...report.languages.map((l): Row => ['language', l.language, '', num(l.visits)]),
  ];
}

/** The report as CSV, one number per line (section, item, detail, value): the numbers the dashboard shows. */
export function analyticsReportCsv(report: AnalyticsReport): string {
  return toCsv(['section', 'item', 'detail', 'value'], rowsOf(report));
}
