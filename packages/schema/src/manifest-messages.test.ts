import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { manifestSchema } from './manifest.js';
import { manifestErrorMap, parseManifest } from './manifest-messages.js';

type Def = {
  checks?: { _zod: { def: { check: string; format?: string; error?: unknown } } }[];
  [key: string]: unknown;
};

/** Every sub-schema of a schema, through objects, lists, wrappers, unions and records. */
function* schemasIn(schema: z.core.$ZodType): Generator<z.core.$ZodType> {
  yield schema;
  const def = schema._zod.def as unknown as Def;
  const children = [
    ...Object.values((def.shape as Record<string, z.core.$ZodType> | undefined) ?? {}),
    ...((def.options as z.core.$ZodType[] | undefined) ?? []),
    ...['element', 'innerType', 'in', 'out', 'keyType', 'valueType'].map((key) => def[key]),
  ];
  for (const child of children)
    if (child && typeof child === 'object') yield* schemasIn(child as z.core.$ZodType);
}

const wrong = {
  title: '',
  property: {
    address: { line1: 'x'.repeat(121), city: 'Town', country: 'NLD' },
    listing: 'buy',
    price: { amount: 1.5, currency: 'euro' },
    bedrooms: -1,
    bathrooms: 1.3,
    floorArea: { value: 0, unit: 'm' },
    description: 'A flat.',
    agent: { name: 'Ann', agency: 'Homes', email: 'ann' },
  },
  scenes: [
    {
      id: 'Living Room',
      title: 'Living room',
      description: 'A room.',
      panorama: '../living.jpg',
      initialView: { yaw: 'left', pitch: -95, fov: 5 },
      links: {},
    },
  ],
  floorPlans: [{ id: 'ground', label: 'Ground', image: 'plan.png', north: 0, scenes: [] }],
  video: { file: 'walk.mp4', captions: [{ file: 'walk.vtt', lang: 'english', label: 'English' }] },
};

describe('the manifest’s messages', () => {
  it('give every pattern a rule in words', () => {
    const unexplained = [...schemasIn(manifestSchema)].flatMap((schema) =>
      ((schema._zod.def as unknown as Def).checks ?? [])
        .map((check) => check._zod.def)
        .filter((check) => check.format === 'regex' && check.error === undefined),
    );
    expect(unexplained).toEqual([]);
  });

  it('say what is expected in words for every kind of mistake, never a pattern', () => {
    const result = parseManifest(wrong);
    const lines = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(lines).toEqual([
      'title: expected a text, not an empty one',
      'property.address.line1: expected at most 120 characters (it has 121)',
      'property.address.country: A country code is two letters: NL, DE, GB.',
      'property.listing: expected "sale" or "rent", not "buy"',
      'property.price.amount: expected a whole number',
      'property.price.currency: A currency code is three letters: EUR, GBP, USD.',
      'property.bedrooms: expected at least 0, not -1',
      'property.bathrooms: expected a whole or half number (1, 1.5, 2), not 1.3',
      'property.floorArea.value: expected more than 0, not 0',
      'property.floorArea.unit: expected "m2" or "ft2", not "m"',
      'property.agent.email: expected an email address like ann@example.com',
      'scenes.0.id: A scene id is 1–48 characters of a–z, 0–9 and "-".',
      'scenes.0.links: expected a list',
      'scenes.0.panorama: Expected a file name in the tour folder (no "/" or "..").',
      'scenes.0.initialView.yaw: expected a number',
      'scenes.0.initialView.pitch: A pitch is from -90 (straight down) to 90 (straight up) degrees, not -95.',
      'scenes.0.initialView.fov: expected at least 10, not 5',
      'floorPlans.0.scenes: expected at least 1 entry',
      'video.captions.0.lang: A language code is two lower-case letters, optionally "-" and a region: en, en-GB.',
    ]);
  });

  it('say what a union expects, or what is wrong inside the first option', () => {
    const messages = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value, { error: manifestErrorMap }).error?.issues.map((issue) => issue.message);
    const texts = z.union([z.string(), z.record(z.string(), z.string())]);
    expect(messages(texts, 5)).toEqual(['expected a text or a group of fields']);
    const shapes = z.union([z.object({ en: z.string() }), z.object({ de: z.string() })]);
    expect(messages(shapes, {})).toEqual(['en: required']);
  });
});
