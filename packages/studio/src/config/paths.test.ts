import { describe, expect, it } from 'vitest';
import { paths, returnAddress } from './paths.js';

describe('the address sign-in returns to', () => {
  it('is the studio address an ended session left, with its query', () => {
    const editor = paths.sceneEditor.href('harbour', 'hall', 2);
    expect(returnAddress(editor)).toBe('/tours/harbour/scenes/hall?door=2');
    // What the shell puts in the link comes back out of it whole.
    const link = new URL(paths.signIn.href(editor), 'http://studio.example');
    expect(link.pathname).toBe('/sign-in');
    expect(returnAddress(link.searchParams.get('next'))).toBe(editor);
  });

  it('is the tours for anything that is not a path of the studio, or is sign-in itself', () => {
    for (const next of [
      null,
      '',
      'tours',
      'https://evil.example/',
      '//evil.example/tours',
      '/\\evil.example',
      '/\t/evil.example',
      '/tours\\..\\..',
      '/sign-in',
      '/sign-in?next=%2Ftours',
    ]) {
      expect(returnAddress(next)).toBe('/tours');
    }
  });
});
