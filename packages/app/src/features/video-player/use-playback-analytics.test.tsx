import { beforeEach, describe, expect, it } from 'vitest';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import type { VideoPlayerEvent } from './player-events.js';
import { usePlaybackAnalytics } from './use-playback-analytics.js';

function Probe({ video, onEvent }: { video: HTMLVideoElement; onEvent: (e: VideoPlayerEvent) => void }) {
  usePlaybackAnalytics(video, onEvent);
  return null;
}

/** A `<video>` whose clock the test sets, since nothing decodes media here. */
function fakeVideo(duration: number) {
  const video = document.createElement('video');
  let time = 0;
  Object.defineProperty(video, 'duration', { get: () => duration });
  Object.defineProperty(video, 'currentTime', { get: () => time, set: (t: number) => (time = t) });
  const at = (t: number, type = 'timeupdate') => {
    time = t;
    video.dispatchEvent(new Event(type));
  };
  return { video, at };
}

describe('usePlaybackAnalytics', () => {
  const view = freshRootEachTest();
  let events: VideoPlayerEvent[];
  beforeEach(() => {
    events = [];
  });

  it('reports the first play once and each milestone once, in order', async () => {
    const { video, at } = fakeVideo(100);
    await view.renderAsync(<Probe video={video} onEvent={(e) => events.push(e)} />);
    at(0, 'play');
    at(30);
    at(30, 'pause');
    at(30, 'play');
    at(60);
    at(99.8, 'ended');
    at(99.9);
    expect(events).toEqual([
      { name: 'video_played' },
      { name: 'video_progress', percent: 25 },
      { name: 'video_progress', percent: 50 },
      { name: 'video_progress', percent: 75 },
      { name: 'video_progress', percent: 100 },
    ]);
  });

  it('does not count a deep link or a seek before the first play as progress', async () => {
    const { video, at } = fakeVideo(100);
    await view.renderAsync(<Probe video={video} onEvent={(e) => events.push(e)} />);
    at(80);
    expect(events).toEqual([]);
    at(80, 'play');
    at(81);
    expect(events.map((e) => e.name)).toEqual([
      'video_played',
      'video_progress',
      'video_progress',
      'video_progress',
    ]);
  });

  it('stops listening when unmounted', async () => {
    const { video, at } = fakeVideo(100);
    await view.renderAsync(<Probe video={video} onEvent={(e) => events.push(e)} />);
    view.unmount();
    at(0, 'play');
    expect(events).toEqual([]);
  });
});
