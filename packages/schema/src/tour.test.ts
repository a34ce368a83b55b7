import { describe, expect, it } from 'vitest';
import { tourSchema, type Tour } from './tour.js';

const panorama = {
  levels: [
    { tileSize: 512, size: 512 },
    { tileSize: 512, size: 1024 },
  ],
  tileUrl: 'tours/t/{z}/{f}/{y}_{x}.webp',
  preview: { url: 'tours/t/preview.webp', faceSize: 128 },
};
const scene = (id: string, links: string[] = [], infos: string[] = []) => ({
  id,
  title: id,
  description: `The ${id}.`,
  panorama,
  thumbnail: `tours/t/${id}.webp`,
  initialView: { yaw: 0, pitch: 0, fov: 75 },
  links: links.map((target) => ({ target, yaw: 10, pitch: -5 })),
  infos: infos.map((info) => ({ id: info, yaw: 0, pitch: 0, title: info, text: `The ${info}.` })),
});
const tour: Tour = {
  code: 'demo',
  title: 'Flat',
  property: {
    address: { line1: '1 Main St', city: 'Berlin', country: 'DE' },
    listing: 'sale',
    price: { amount: 450000, currency: 'EUR' },
    bedrooms: 2,
    bathrooms: 1.5,
    floorArea: { value: 72, unit: 'm2' },
    description: 'Bright.',
    agent: { name: 'Ann', agency: 'Homes' },
  },
  startScene: 'living',
  scenes: [scene('living', ['kitchen']), scene('kitchen', ['living'])],
  floorPlans: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function problems(input: unknown): string[] {
  const result = tourSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('tour record', () => {
  it('accepts a consistent tour', () => {
    expect(problems(tour)).toEqual([]);
  });

  it('locates every dangling scene reference', () => {
    const broken = {
      ...tour,
      startScene: 'hall',
      scenes: [scene('living', ['kitchn']), scene('kitchen')],
      video: {
        sources: [{ url: 'v.mp4', type: 'video/mp4' }],
        duration: 30,
        captions: [],
        chapters: [{ start: 0, title: 'Bath', scene: 'bath' }],
      },
    };
    expect(problems(broken)).toEqual([
      'startScene: No scene "hall".',
      'scenes.0.links.0.target: No scene "kitchn".',
      'video.chapters.0.scene: No scene "bath".',
    ]);
  });

  it('rejects duplicate scene ids and media paths that escape the CDN folder', () => {
    expect(problems({ ...tour, scenes: [scene('living'), scene('living')] })).toContain(
      'scenes.1.id: Duplicate scene id "living".',
    );
    const escaping = {
      ...tour,
      scenes: [{ ...scene('living'), thumbnail: '../secret.webp' }, scene('kitchen')],
    };
    expect(problems(escaping).some((p) => p.startsWith('scenes.0.thumbnail'))).toBe(true);
  });

  it("takes a partial panorama's pitch band only when min is below max, both within ±90", () => {
    const withBand = (pitchRange: unknown) => ({
      ...tour,
      scenes: [{ ...scene('living'), panorama: { ...panorama, pitchRange } }, scene('kitchen', ['living'])],
    });
    expect(problems(withBand({ min: -45, max: 45 }))).toEqual([]);
    expect(problems(withBand({ min: 30, max: 30 }))).toEqual([
      'scenes.0.panorama.pitchRange.max: The pitch range needs min below max.',
    ]);
    expect(problems(withBand({ min: -91, max: 10 }))[0]).toMatch(/^scenes\.0\.panorama\.pitchRange\.min: /);
    expect(problems(withBand({ min: -10, max: 95 }))[0]).toMatch(/^scenes\.0\.panorama\.pitchRange\.max: /);
  });

  it("takes a scene's north as an optional angle in degrees", () => {
    const north = (value: unknown) => ({
      ...tour,
      scenes: [{ ...scene('living'), north: value }, scene('kitchen')],
    });
    expect(problems(north(-90))).toEqual([]);
    expect(problems(north(400))[0]).toMatch(/^scenes\.0\.north: /);
  });

  it('rejects an info point id used twice in one scene, not across scenes', () => {
    const twice = { ...tour, scenes: [scene('living', [], ['lamp', 'lamp']), scene('kitchen')] };
    expect(problems(twice)).toEqual(['scenes.0.infos.1.id: Duplicate info point id "lamp" in this scene.']);
    const apart = { ...tour, scenes: [scene('living', [], ['lamp']), scene('kitchen', [], ['lamp'])] };
    expect(problems(apart)).toEqual([]);
  });
});

describe("the agent's phone", () => {
  const withPhone = (phone: string) => ({
    ...tour,
    property: { ...tour.property, agent: { ...tour.property.agent, phone } },
  });

  it('takes numbers as people write them: digits, spaces, a leading +, dashes, brackets and dots', () => {
    for (const phone of ['+49 341 555 0142', '(020) 123-4567', '030.1234.5678', '+1 (555) 010-0142'])
      expect(problems(withPhone(phone)), phone).toEqual([]);
  });

  it('rejects letters, a + inside the number, and too few or too many digits, saying what a number holds', () => {
    const rule =
      'A phone number is 6 to 15 digits, with spaces, - ( ) . and a leading + if you like: +31 20 123 4567.';
    for (const phone of ['call me', '+49 341 CALL', '0341 +555 0142', '12 34', '+49 3415 5501 4212 3456'])
      expect(problems(withPhone(phone)), phone).toEqual([`property.agent.phone: ${rule}`]);
  });
});
