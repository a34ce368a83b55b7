import { describe, expect, it } from 'vitest';
import { languageTagSchema, localizedText, MAX_TEXT_LANGUAGES } from './localized-text.js';
import { tourSchema } from './tour.js';
import { sampleTour } from './testing/sample-tour.js';

const title = localizedText(10);
const issueOf = (value: unknown) => title.safeParse(value).error?.issues[0];

describe('localizedText', () => {
  it('takes a plain text or a map of language to text, trimmed', () => {
    expect(title.parse(' Kitchen ')).toBe('Kitchen');
    expect(title.parse({ en: 'Kitchen', de: 'Küche', 'de-AT': 'Küche' })).toEqual({
      en: 'Kitchen',
      de: 'Küche',
      'de-AT': 'Küche',
    });
  });

  it('rejects an empty map', () => {
    expect(issueOf({})?.message).toBe('Expected at least one language.');
  });

  it('applies the length limits to every value, located at its language', () => {
    expect(title.safeParse({ en: 'Kitchen', de: 'K'.repeat(10) }).success).toBe(true);
    expect(issueOf({ en: 'Kitchen', de: 'K'.repeat(11) })).toMatchObject({ code: 'too_big', path: ['de'] });
    expect(issueOf({ en: '  ' })).toMatchObject({ code: 'too_small', path: ['en'] });
    expect(issueOf('K'.repeat(11))).toMatchObject({ code: 'too_big', path: [] });
  });

  it('names a key that is no language tag', () => {
    for (const key of ['EN', 'english', 'de_AT', 'de-at', ''])
      expect(issueOf({ [key]: 'Kitchen' })).toMatchObject({ path: [key] });
  });

  it(`holds at most ${MAX_TEXT_LANGUAGES} languages`, () => {
    const tags = Array.from(
      { length: MAX_TEXT_LANGUAGES + 1 },
      (_, i) => `x${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    );
    const texts = (n: number) => Object.fromEntries(tags.slice(0, n).map((tag) => [tag, 'Kitchen']));
    expect(issueOf(texts(MAX_TEXT_LANGUAGES + 1))?.message).toBe(
      `Expected at most ${MAX_TEXT_LANGUAGES} languages.`,
    );
    expect(title.safeParse(texts(MAX_TEXT_LANGUAGES)).success).toBe(true);
  });

  it('says what it expects for anything else', () => {
    expect(issueOf(3)?.message).toMatch(/^Expected a text or a map of language tag to text/);
  });
});

describe('languageTagSchema', () => {
  it.each(['en', 'de', 'de-AT', 'zh-Hant', 'zh-Hant-TW', 'es-419', 'gsw'])('accepts %s', (tag) => {
    expect(languageTagSchema.safeParse(tag).success).toBe(true);
  });
  it.each(['', 'E', 'EN', 'de-at', 'de_AT', 'german', 'de-'])('rejects "%s"', (tag) => {
    expect(languageTagSchema.safeParse(tag).success).toBe(false);
  });
});

describe('tour texts', () => {
  it('may be written per language wherever a visitor reads them', () => {
    const de = (en: string) => ({ en, de: `${en} (de)` });
    const tour = sampleTour('demo', { title: de('Flat'), defaultLanguage: 'de' });
    tour.property.description = de('Bright.');
    tour.scenes = tour.scenes.map((scene) => ({
      ...scene,
      title: de('Room'),
      description: de('A room.'),
      links: scene.links.map((link) => ({ ...link, label: de('Go') })),
      infos: [{ id: 'tip', yaw: 0, pitch: 0, title: de('Tip'), text: de('A tip.') }],
    }));
    tour.video = {
      sources: [{ url: 'v.mp4', type: 'video/mp4' }],
      duration: 10,
      captions: [{ url: 'c.vtt', lang: 'de', label: { en: 'German', de: 'Deutsch' } }],
      chapters: [{ start: 0, title: de('Hall'), scene: 'living' }],
    };
    expect(tourSchema.parse(tour)).toEqual(tour);
  });

  it('rejects a default language that is no language tag', () => {
    expect(tourSchema.safeParse(sampleTour('demo', { defaultLanguage: 'German' })).success).toBe(false);
  });
});
