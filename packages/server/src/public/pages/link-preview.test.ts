import { describe, expect, it } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { parseHead } from '../../testing/parse-html.js';
import {
  linkPreviewOf,
  linkPreviewTags,
  previewImageOf,
  trimOnWord,
  withLinkPreview,
} from './link-preview.js';

const ORIGIN = 'https://tours.example.com';
const page = (overrides: Partial<Parameters<typeof linkPreviewOf>[0]> = {}) =>
  linkPreviewOf({
    tour: sampleTour('abc123'),
    screen: 'tour',
    scene: null,
    publicOrigin: ORIGIN,
    cdnBaseUrl: '/media',
    ...overrides,
  });

describe('trimOnWord', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(trimOnWord('  Two  bedrooms,\n south-facing. ', 160)).toBe('Two bedrooms, south-facing.');
  });

  it('cuts long text after a whole word, within the limit', () => {
    const cut = trimOnWord('Bright flat with a garden, near the station and the park.', 30);
    expect(cut).toBe('Bright flat with a garden…');
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(trimOnWord('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('linkPreviewOf', () => {
  it('names the tour, its address and description, and its canonical page', () => {
    const preview = page();
    expect(preview.title).toBe('Flat </script><b>with</b> a view');
    expect(preview.description).toBe('1 Park Lane, Springfield. Two bedrooms, south-facing.');
    expect(preview.url).toBe(`${ORIGIN}/abc123`);
    expect(preview.oembedUrl).toBe(
      `${ORIGIN}/api/public/oembed?url=${encodeURIComponent(`${ORIGIN}/abc123`)}&format=json`,
    );
  });

  it('adds the room named by ?scene=, and ignores a scene the tour does not have', () => {
    const kitchen = page({ scene: 'kitchen' });
    expect(kitchen.title).toBe('Room kitchen · Flat </script><b>with</b> a view');
    expect(kitchen.url).toBe(`${ORIGIN}/abc123?scene=kitchen`);
    expect(page({ scene: 'attic' })).toMatchObject({ title: page().title, url: `${ORIGIN}/abc123` });
  });

  it('titles the video page, whose address has no scene', () => {
    const video = page({ screen: 'video', scene: 'kitchen' });
    expect(video.title).toBe('Video · Flat </script><b>with</b> a view');
    expect(video.url).toBe(`${ORIGIN}/abc123/video`);
  });
});

describe('previewImageOf', () => {
  it('prefers the share image, absolute on the public origin or the CDN', () => {
    const tour = sampleTour('abc123', {
      shareImage: { url: 'tours/abc123/share.jpg', width: 1200, height: 630 },
    });
    expect(previewImageOf(tour, '/media', ORIGIN)).toEqual({
      url: `${ORIGIN}/media/tours/abc123/share.jpg`,
      width: 1200,
      height: 630,
    });
    expect(previewImageOf(tour, 'https://cdn.example/m', ORIGIN)?.url).toBe(
      'https://cdn.example/m/tours/abc123/share.jpg',
    );
  });

  it("falls back to the start room's preview", () => {
    const tour = sampleTour('abc123');
    const { url, faceSize } = tour.scenes[0]?.panorama.preview ?? { url: '', faceSize: 0 };
    expect(previewImageOf(tour, '/media', ORIGIN)).toEqual({
      url: `${ORIGIN}/media/${url}`,
      width: faceSize,
      height: faceSize * 6,
    });
  });
});

describe('withLinkPreview', () => {
  const index =
    '<!doctype html><html><head><meta charset="UTF-8"><meta\n  name="description"\n  content="Generic">' +
    '<title>Tourview</title></head><body><svg><title>icon</title></svg></body></html>';

  it('replaces the generic title and description, once each, escaping operator text', () => {
    const tour = sampleTour('abc123', { title: `"Quoted" <script>alert('x')</script> & co` });
    const html = withLinkPreview(index, page({ tour }));
    const head = parseHead(html);
    expect(head.title).toBe(`"Quoted" <script>alert('x')</script> & co`);
    expect(head.meta('og:title')).toBe(`"Quoted" <script>alert('x')</script> & co`);
    expect(head.meta('og:image:alt')).toBe(`"Quoted" <script>alert('x')</script> & co`);
    expect(head.count('title')).toBe(1);
    expect(head.count('meta[name="description"]')).toBe(1);
    expect(head.count('script')).toBe(0);
    expect(html).not.toContain('Generic');
    expect(html).toContain('<svg><title>icon</title></svg>');
  });

  it('writes every tag of the preview', () => {
    const head = parseHead(withLinkPreview(index, page({ scene: 'kitchen' })));
    expect(head.meta('description')).toBe('1 Park Lane, Springfield. Two bedrooms, south-facing.');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:site_name')).toBe('Tourview');
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:url')).toBe(`${ORIGIN}/abc123?scene=kitchen`);
    expect(head.meta('og:image')).toMatch(/^https:\/\/tours\.example\.com\/media\/tours\/abc123\/living\//);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.link('alternate', 'application/json+oembed')).toEqual({
      href: page({ scene: 'kitchen' }).oembedUrl,
      title: 'Room kitchen · Flat </script><b>with</b> a view',
    });
  });

  it('offers a small card when there is no image', () => {
    const { image: _image, ...preview } = page();
    expect(parseHead(withLinkPreview(index, preview)).meta('twitter:card')).toBe('summary');
    expect(linkPreviewTags(preview)).not.toContain('og:image');
  });
});
