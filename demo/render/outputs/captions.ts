import type { Shot } from './video-script.js';

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** WebVTT captions with one cue per room, in English or German. */
export function webVtt(shots: readonly Shot[], lang: 'en' | 'de'): string {
  const cues = shots.map((shot, i) => {
    const text = lang === 'en' ? shot.room.captionEn : shot.room.captionDe;
    return `${i + 1}\n${stamp(shot.start)} --> ${stamp(shot.end)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
