import { sampleTour } from '@tourview/schema/testing';
import type { DraftManifest } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { missingLanguages, textsOf, tourLanguages } from './tour-languages.js';

const MANIFEST = {
  title: { en: 'Flat', de: 'Wohnung' },
  property: sampleTour().property,
  scenes: [],
  floorPlans: [],
} as unknown as DraftManifest;

describe('tour languages', () => {
  it('lists the first language, then every other one the texts use', () => {
    expect(tourLanguages(MANIFEST)).toEqual(['en', 'de']);
  });

  it('counts the languages of the video’s chapter titles too', () => {
    const chapter = { start: 0, title: { en: 'Hall', fr: 'Entrée' } };
    const video = { file: 'walk.mp4', captions: [], chapters: [chapter] };
    expect(tourLanguages({ ...MANIFEST, video })).toEqual(['en', 'de', 'fr']);
  });

  it('saves the languages filled in and names the missing ones', () => {
    expect(textsOf({ en: ' Boiler ', de: '' }, ['en', 'de'])).toEqual({ en: 'Boiler' });
    expect(textsOf({ en: 'Boiler' }, ['en'])).toBe('Boiler');
    expect(textsOf({ en: ' ' }, ['en'])).toBeNull();
    expect(missingLanguages({ en: 'Boiler' }, ['en', 'de'], 'en')).toEqual(['de']);
    expect(missingLanguages('Boiler', ['en', 'de'], 'en')).toEqual(['de']);
  });
});
