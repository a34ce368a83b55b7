import type { StudioJob } from '@tourview/schema';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinJobStream } from './job-stream.js';

/** Records the streams the module opens, so a test sees how many connections a page holds. */
class RecordingEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: RecordingEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    RecordingEventSource.opened.push(this);
  }
  close() {
    this.readyState = RecordingEventSource.CLOSED;
  }
}

const job: StudioJob = {
  id: 'j1',
  kind: 'publish',
  tourCode: 'home',
  subject: null,
  state: 'running',
  progress: { fraction: 0.5, message: 'tiling' },
  error: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** The `index`th stream opened, failing the test when there is none. */
function opened(index: number): RecordingEventSource {
  const source = RecordingEventSource.opened[index];
  if (!source) throw new Error(`no stream ${index} was opened`);
  return source;
}

beforeEach(() => {
  RecordingEventSource.opened = [];
  vi.stubGlobal('EventSource', RecordingEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('joinJobStream', () => {
  it('opens one connection per tour however many components join, and closes it with the last', () => {
    const client = new QueryClient();
    const a = joinJobStream(client, 'home', '/events/home', () => undefined);
    const b = joinJobStream(client, 'home', '/events/home', () => undefined);
    const other = joinJobStream(client, 'flat', '/events/flat', () => undefined);
    expect(RecordingEventSource.opened.map((s) => s.url)).toEqual(['/events/home', '/events/flat']);

    a.leave();
    a.leave();
    expect(opened(0).readyState).not.toBe(RecordingEventSource.CLOSED);
    b.leave();
    expect(opened(0).readyState).toBe(RecordingEventSource.CLOSED);
    expect(opened(1).readyState).not.toBe(RecordingEventSource.CLOSED);

    joinJobStream(client, 'home', '/events/home', () => undefined);
    expect(RecordingEventSource.opened).toHaveLength(3);
    other.leave();
  });

  it('hands each job event over and reports when the browser stops reconnecting', () => {
    const jobs: unknown[] = [];
    const { stream } = joinJobStream(new QueryClient(), 'home', '/events/home', (j) => jobs.push(j));
    const changes = vi.fn();
    stream.subscribe(changes);
    const source = opened(0);

    source.dispatchEvent(new MessageEvent('job', { data: JSON.stringify(job) }));
    expect(jobs).toMatchObject([{ id: 'j1', state: 'running' }]);

    source.dispatchEvent(new Event('error'));
    expect(stream.live()).toBe(true);
    source.readyState = RecordingEventSource.CLOSED;
    source.dispatchEvent(new Event('error'));
    expect(stream.live()).toBe(false);
    source.dispatchEvent(new Event('open'));
    expect(stream.live()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
