import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicConfig, TourVideo } from '@tourview/schema';
import { ConfigProvider } from '../../config/config-context.js';
import { I18nProvider } from '../../lib/i18n/index.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { VideoPlayer } from './video-player.js';

const config = { cdnBaseUrl: 'https://cdn.example/media/' } as PublicConfig;

const video: TourVideo = {
  sources: [{ url: 'tours/t1/video.mp4', type: 'video/mp4' }],
  poster: 'tours/t1/poster.jpg',
  duration: 90,
  captions: [{ url: 'tours/t1/en.vtt', lang: 'en', label: 'English' }],
  chapters: [
    { start: 0, title: 'Hallway' },
    { start: 65, title: 'Kitchen', scene: 'kitchen' },
  ],
};

describe('VideoPlayer', () => {
  const view = freshRootEachTest();

  async function render(tourVideo: TourVideo) {
    await view.renderAsync(
      <MemoryRouter>
        <ConfigProvider config={config}>
          <I18nProvider lang="en">
            <VideoPlayer video={tourVideo} tourCode="t1" />
          </I18nProvider>
        </ConfigProvider>
      </MemoryRouter>,
    );
  }

  it('resolves the poster and captions against the CDN and never autoplays', async () => {
    await render(video);
    const element = view.host.querySelector('video');
    expect(element?.getAttribute('poster')).toBe('https://cdn.example/media/tours/t1/poster.jpg');
    expect(element?.hasAttribute('autoplay')).toBe(false);
    expect(view.host.querySelector('track')?.getAttribute('src')).toBe(
      'https://cdn.example/media/tours/t1/en.vtt',
    );
  });

  it('lists the chapters with their times, marks the first and links rooms to the 360° tour', async () => {
    await render(video);
    const buttons = [...view.host.querySelectorAll('nav li > button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['0:00Hallway', '1:05Kitchen']);
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual(['true', null]);
    const links = [...view.host.querySelectorAll('nav a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/t1?scene=kitchen']);
  });

  it('offers a captions toggle only when the tour has caption tracks', async () => {
    await render(video);
    expect(view.host.querySelector('button[aria-label="Captions"]')?.getAttribute('aria-pressed')).toBe(
      'false',
    );
    await render({ ...video, captions: [] });
    expect(view.host.querySelector('button[aria-label="Captions"]')).toBeNull();
  });

  it('says so, with a way to the 360° tour, when the browser can play no source', async () => {
    // This DOM answers "" to every canPlayType and has no Media Source Extensions.
    await render({ ...video, sources: [{ url: 'tours/t1/v.m3u8', type: 'application/vnd.apple.mpegurl' }] });
    const alert = view.host.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('This browser cannot play the video');
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/t1');
  });
});
