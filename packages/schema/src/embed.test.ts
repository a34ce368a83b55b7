import { describe, expect, it } from 'vitest';
import { embedIframeHtml, embedUrlOf, isEmbedSearch } from './embed.js';

describe('embed', () => {
  it('recognises embed mode only for embed=1', () => {
    expect(isEmbedSearch('?embed=1&scene=kitchen')).toBe(true);
    expect(isEmbedSearch('?embed=0')).toBe(false);
    expect(isEmbedSearch('')).toBe(false);
  });

  it('turns a page URL into its embed URL, keeping the view', () => {
    expect(embedUrlOf('https://tours.example/demo?scene=kitchen&yaw=10')).toBe(
      'https://tours.example/demo?scene=kitchen&yaw=10&embed=1',
    );
    expect(embedUrlOf('https://tours.example/demo')).toBe('https://tours.example/demo?embed=1');
    expect(embedUrlOf('https://tours.example/demo?embed=0&fov=60#x')).toBe(
      'https://tours.example/demo?fov=60&embed=1#x',
    );
  });

  it('escapes operator text in the snippet', () => {
    const html = embedIframeHtml({
      src: 'https://tours.example/demo?embed=1&scene=a',
      title: 'Flat "A" <b>',
      width: 960,
      height: 540,
    });
    expect(html).toContain('src="https://tours.example/demo?embed=1&amp;scene=a"');
    expect(html).toContain('title="Flat &quot;A&quot; &lt;b&gt;"');
    expect(html).toContain('allow="fullscreen; gyroscope; accelerometer"');
    expect(html).toMatch(/^<iframe [^<>]*><\/iframe>$/);
  });

  it("makes a responsive snippet fill the width at the size's aspect", () => {
    const frame = { src: 'https://tours.example/demo?embed=1', title: 'Flat', width: 960, height: 540 };
    expect(embedIframeHtml({ ...frame, responsive: true })).toContain(
      'width="960" height="540" allow="fullscreen; gyroscope; accelerometer" allowfullscreen ' +
        'loading="lazy" style="border:0;width:100%;height:auto;aspect-ratio:960/540"',
    );
    expect(embedIframeHtml(frame)).toContain('style="border:0"');
  });
});
