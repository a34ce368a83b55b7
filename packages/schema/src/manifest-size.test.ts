import { describe, expect, it } from 'vitest';
import { DRAFT_MAXIMA, MAX_DRAFT_MANIFEST_BYTES, utf8Length } from './manifest-size.js';
import { draftManifestSchema } from './studio-api.js';
import { sampleDraftManifest } from './testing/sample-draft.js';

const scene = (i: number, over: Record<string, unknown> = {}) => ({
  id: `room-${i}`,
  title: 'Room',
  description: 'A room.',
  panorama: `room-${i}.jpg`,
  ...over,
});
const many = <T>(n: number, of: (i: number) => T) => Array.from({ length: n }, (_, i) => of(i));
const accepts = (over: Record<string, unknown>) =>
  draftManifestSchema.safeParse(sampleDraftManifest(over)).success;

describe('the bound on a draft’s size', () => {
  it('counts the schema’s own maximum numbers of rooms, doors, info points and floor plans', () => {
    const { scenes, links, infos, floorPlans } = DRAFT_MAXIMA;
    const door = (i: number) => ({ target: `room-${i}`, yaw: 0, pitch: 0 });
    const info = (i: number) => ({ id: `info-${i}`, yaw: 0, pitch: 0, title: 'T', text: 'X' });
    const plan = (i: number) => ({ id: `plan-${i}`, label: 'F', image: 'f.png', north: 0, scenes: [] });
    for (const [count, over] of [
      [scenes, (n: number) => ({ scenes: many(n, (i) => scene(i)) })],
      [links, (n: number) => ({ scenes: [scene(0, { links: many(n, door) })] })],
      [infos, (n: number) => ({ scenes: [scene(0, { infos: many(n, info) })] })],
      [floorPlans, (n: number) => ({ floorPlans: many(n, plan) })],
    ] as const) {
      expect(accepts(over(count))).toBe(true);
      expect(accepts(over(count + 1))).toBe(false);
    }
  });

  it('refuses a draft larger than the bound, with words saying so', () => {
    const text = { en: 'x'.repeat(1000), de: 'y'.repeat(1000), fr: 'z'.repeat(1000) };
    const info = (i: number) => ({ id: `info-${i}`, yaw: 0, pitch: 0, title: 'T', text });
    const huge = { scenes: many(200, (i) => scene(i, { infos: many(32, info) })) };
    expect(utf8Length(JSON.stringify(huge))).toBeGreaterThan(MAX_DRAFT_MANIFEST_BYTES);
    const result = draftManifestSchema.safeParse(sampleDraftManifest(huge));
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      expect.stringMatching(/^A draft may take at most \d+ KiB as JSON\.$/),
    ]);
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });
});
