import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl } from './public-urls.js';

describe('absoluteMediaUrl', () => {
  it('puts a media reference under a relative CDN base on the public origin', () => {
    expect(absoluteMediaUrl('tours/abc/share.jpg', '/media', 'https://tours.example.com')).toBe(
      'https://tours.example.com/media/tours/abc/share.jpg',
    );
  });

  it('keeps an absolute CDN base and an absolute reference as they are', () => {
    expect(
      absoluteMediaUrl('tours/abc/share.jpg', 'https://cdn.example/m/', 'https://tours.example.com'),
    ).toBe('https://cdn.example/m/tours/abc/share.jpg');
    expect(absoluteMediaUrl('https://img.example/a.jpg', '/media', 'https://tours.example.com')).toBe(
      'https://img.example/a.jpg',
    );
  });
});
