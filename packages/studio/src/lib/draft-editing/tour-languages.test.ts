import { describe, expect, it } from 'vitest';
import { missingLanguages, textsOf } from './tour-languages.js';

describe('tour languages', () => {
  it('saves the languages filled in and names the missing ones', () => {
    expect(textsOf({ en: ' Boiler ', de: '' }, ['en', 'de'])).toEqual({ en: 'Boiler' });
    expect(textsOf({ en: 'Boiler' }, ['en'])).toBe('Boiler');
    expect(textsOf({ en: ' ' }, ['en'])).toBeNull();
    expect(missingLanguages({ en: 'Boiler' }, ['en', 'de'], 'en')).toEqual(['de']);
    expect(missingLanguages('Boiler', ['en', 'de'], 'en')).toEqual(['de']);
  });
});
