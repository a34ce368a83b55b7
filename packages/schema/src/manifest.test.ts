import { describe, expect, it } from 'vitest';
import { manifestFileSchema, manifestSchema } from './manifest.js';

const minimal = {
  title: 'Flat',
  property: {
    address: { line1: '1 Main St', city: 'Town', country: 'NL' },
    listing: 'sale',
    price: { amount: 1, currency: 'EUR' },
    bedrooms: 1,
    bathrooms: 1,
    floorArea: { value: 50, unit: 'm2' },
    description: 'Nice.',
    agent: { name: 'Ann', agency: 'Homes', photo: 'ann.jpg' },
  },
  scenes: [{ id: 'hall', title: 'Hall', description: 'A hall.', panorama: 'hall.jpg' }],
};

describe('manifestSchema', () => {
  it('fills defaults so a minimal manifest becomes a complete one', () => {
    const m = manifestSchema.parse({ ...minimal, video: { file: 'walk.mp4' } });
    expect(m.scenes[0]).toMatchObject({ links: [], infos: [] });
    expect(m.floorPlans).toEqual([]);
    expect(m.video).toEqual({ file: 'walk.mp4', captions: [], chapters: [] });
    expect(m.startScene).toBeUndefined();
  });

  it('takes file names where the tour record takes media references', () => {
    const bad = { ...minimal, scenes: [{ ...minimal.scenes[0], panorama: '../etc/passwd' }] };
    const result = manifestSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['scenes', 0, 'panorama']);
  });

  it('checks the start scene and link targets as scene ids', () => {
    expect(manifestSchema.safeParse({ ...minimal, startScene: 'Hall Way' }).success).toBe(false);
    expect(manifestSchema.safeParse({ ...minimal, startScene: 'hall' }).success).toBe(true);
  });

  it('takes texts per language and a default language, as the tour record does', () => {
    const kitchen = { en: 'Kitchen', de: 'Küche' };
    const scene = {
      ...minimal.scenes[0],
      title: kitchen,
      links: [{ target: 'hall', yaw: 0, pitch: 0, label: kitchen }],
    };
    const m = manifestSchema.parse({ ...minimal, title: kitchen, defaultLanguage: 'de', scenes: [scene] });
    expect(m).toMatchObject({ title: kitchen, defaultLanguage: 'de', scenes: [{ title: kitchen }] });
    const tooLong = {
      ...minimal,
      scenes: [{ ...scene, description: { en: 'A hall.', de: 'x'.repeat(501) } }],
    };
    expect(manifestSchema.safeParse(tooLong).error?.issues[0]?.path).toEqual([
      'scenes',
      0,
      'description',
      'de',
    ]);
  });

  it('rejects unknown fields instead of ignoring typos', () => {
    expect(manifestSchema.safeParse({ ...minimal, titel: 'x' }).success).toBe(false);
  });
});

describe('manifestFileSchema', () => {
  it.each(['living.jpg', 'plan_1.png', 'a.b-c.webp'])('accepts %s', (name) => {
    expect(manifestFileSchema.safeParse(name).success).toBe(true);
  });
  it.each(['', '.hidden', 'dir/x.jpg', '../x.jpg', 'x\\y.jpg'])('rejects "%s"', (name) => {
    expect(manifestFileSchema.safeParse(name).success).toBe(false);
  });
});
