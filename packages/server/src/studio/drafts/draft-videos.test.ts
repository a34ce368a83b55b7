import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDraft, putDraftSource } from '../testing/member-draft.js';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';

const CLIP = join(import.meta.dirname, '../../../../../fixtures/two-rooms/walkthrough.mp4');
const CLIP_BYTES = readFileSync(CLIP);

describe('a draft’s uploaded video', () => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  let sha256 = '';
  beforeAll(async () => {
    t = await startStudioTestApp('sqlite');
    ({ editor, other } = await memberDraft(t, 'clip-1', 'Clip'));
    sha256 = await putDraftSource(t, 'clip-1', CLIP, { name: 'walkthrough.m4v', kind: 'video' });
  });
  afterAll(() => t.close());

  const get = (session: string, headers: Record<string, string> = {}, hash = sha256) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/clip-1/draft/videos/${hash}`,
      headers: { ...t.headers(session), ...headers },
    });

  it('serves the whole file, typed, tagged by its SHA-256, saying it takes ranges', async () => {
    const res = await get(editor.session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBe(`"${sha256}"`);
    expect(Number(res.headers['content-length'])).toBe(CLIP_BYTES.length);
    expect(res.rawPayload.equals(CLIP_BYTES)).toBe(true);
    expect((await get(editor.session, { 'if-none-match': `"${sha256}"` })).statusCode).toBe(304);
  });

  it('answers a range with 206 and those bytes, a suffix too, and 416 past the end', async () => {
    const part = await get(editor.session, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${CLIP_BYTES.length}`);
    expect(part.rawPayload.equals(CLIP_BYTES.subarray(100, 1100))).toBe(true);
    const tail = await get(editor.session, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(CLIP_BYTES.subarray(-10))).toBe(true);
    const beyond = await get(editor.session, { range: `bytes=${CLIP_BYTES.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${CLIP_BYTES.length}`);
    const stale = await get(editor.session, { range: 'bytes=0-9', 'if-range': '"another"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 to a stranger, for a file not in the draft, and without a session 401', async () => {
    const stranger = await get(other.session, { range: 'bytes=0-9' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.rawPayload.includes(CLIP_BYTES.subarray(0, 10))).toBe(false);
    expect((await get(editor.session, {}, 'a'.repeat(64))).statusCode).toBe(404);
    const noSession = await t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/clip-1/draft/videos/${sha256}`,
    });
    expect(noSession.statusCode).toBe(401);
  });
});
