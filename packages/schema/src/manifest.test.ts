import { describe, expect, it } from 'vitest';
import { manifestFileSchema, manifestSchema } from './manifest.js';
import { manifestJsonSchema } from './manifest-json-schema.js';
import { tourSchema } from './tour.js';

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
  it('normalises country and currency codes as operators type them', () => {
    const typed = {
      ...minimal,
      property: {
        ...minimal.property,
        address: { ...minimal.property.address, country: ' nl ' },
        price: { amount: 1, currency: 'eur' },
      },
    };
    const m = manifestSchema.parse(typed);
    expect(m.property.address.country).toBe('NL');
    expect(m.property.price.currency).toBe('EUR');
  });

  it('still refuses a country or currency code of the wrong length, in words', () => {
    const wrong = {
      ...minimal,
      property: {
        ...minimal.property,
        address: { ...minimal.property.address, country: 'NLD' },
        price: { amount: 1, currency: 'euro' },
      },
    };
    const result = manifestSchema.safeParse(wrong);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['property.address.country', 'A country code is two letters: NL, DE, GB.'],
      ['property.price.currency', 'A currency code is three letters: EUR, GBP, USD.'],
    ]);
  });

  it('keeps the floor area in square feet when the manifest says ft2', () => {
    const m = manifestSchema.parse({
      ...minimal,
      property: { ...minimal.property, floorArea: { value: 800, unit: 'ft2' } },
    });
    expect(m.property.floorArea).toEqual({ value: 800, unit: 'ft2' });
    const bad = { ...minimal, property: { ...minimal.property, floorArea: { value: 80, unit: 'sqm' } } };
    expect(manifestSchema.safeParse(bad).error?.issues[0]?.path).toEqual(['property', 'floorArea', 'unit']);
  });

  it('lets editors accept lower-case codes in the JSON Schema too', () => {
    const json = JSON.stringify(manifestJsonSchema());
    expect(json).toContain('^[A-Za-z]{2}$');
    expect(json).toContain('^[A-Za-z]{3}$');
  });

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

  it('takes an icon for a door and an info point from the fixed set, and refuses others in words', () => {
    const withIcons = (icon: string) => ({
      ...minimal,
      scenes: [
        {
          ...minimal.scenes[0],
          links: [{ target: 'hall', yaw: 0, pitch: 0, icon: 'stairs-up' }],
          infos: [{ id: 'boiler', yaw: 0, pitch: 0, title: 'Boiler', text: 'New.', icon }],
        },
      ],
    });
    const parsed = manifestSchema.parse(withIcons('photo'));
    expect(parsed.scenes[0]?.links[0]?.icon).toBe('stairs-up');
    expect(parsed.scenes[0]?.infos[0]?.icon).toBe('photo');
    const refused = manifestSchema.safeParse(withIcons('rocket'));
    expect(refused.error?.issues[0]?.path).toEqual(['scenes', 0, 'infos', 0, 'icon']);
    expect(refused.error?.issues[0]?.message).toBe(
      'An icon is one of door, stairs-up, stairs-down, arrow, info, photo, not "rocket".',
    );
  });

  it('checks the start scene and link targets as scene ids', () => {
    expect(manifestSchema.safeParse({ ...minimal, startScene: 'Hall Way' }).success).toBe(false);
    expect(manifestSchema.safeParse({ ...minimal, startScene: 'hall' }).success).toBe(true);
  });

  it('takes any yaw and keeps the same direction in (-180, 180], for every angle', () => {
    const hall = minimal.scenes[0];
    const m = manifestSchema.parse({
      ...minimal,
      scenes: [
        {
          ...hall,
          north: -450,
          initialView: { yaw: 240, pitch: 10, fov: 90 },
          links: [{ target: 'hall', yaw: -180, pitch: 0 }],
          infos: [{ id: 'lamp', yaw: 720, pitch: 0, title: 'Lamp', text: 'A lamp.' }],
        },
      ],
      floorPlans: [
        {
          id: 'ground',
          label: 'Ground',
          image: 'plan.png',
          north: 270,
          scenes: [{ scene: 'hall', x: 1, y: 1, yawOffset: 540 }],
        },
      ],
    });
    const [scene] = m.scenes;
    expect([scene?.initialView?.yaw, scene?.links[0]?.yaw, scene?.infos[0]?.yaw, scene?.north]).toEqual([
      -120, 180, 0, -90,
    ]);
    expect([m.floorPlans[0]?.north, m.floorPlans[0]?.scenes[0]?.yawOffset]).toEqual([-90, 180]);
  });

  it('refuses a pitch beyond straight up or down, saying so, and the record keeps its strict yaw', () => {
    const result = manifestSchema.safeParse({
      ...minimal,
      scenes: [{ ...minimal.scenes[0], initialView: { yaw: 0, pitch: 95, fov: 90 } }],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'A pitch is from -90 (straight down) to 90 (straight up) degrees, not 95.',
    ]);
    const viewIssue = tourSchema.safeParse({ scenes: [{ initialView: { yaw: 240, pitch: 0, fov: 90 } }] })
      .error?.issues;
    expect(viewIssue?.some((i) => i.path.join('.') === 'scenes.0.initialView.yaw')).toBe(true);
  });

  it('describes every field, for editors', () => {
    const undescribed: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as { description?: string; properties?: Record<string, unknown>; items?: unknown };
      if (path && !schema.description) undescribed.push(path);
      for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${path}.${key}`);
      if (schema.items) visit({ ...(schema.items as object), description: 'item' }, `${path}[]`);
    };
    visit(manifestJsonSchema(), '');
    expect(undescribed).toEqual([]);
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
