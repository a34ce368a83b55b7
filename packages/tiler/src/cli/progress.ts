import type { ImportProgress } from '../import/import-tour.js';

/** Where progress goes: a terminal gets one line rewritten in place, anything else one line per scene. */
export interface ProgressSink {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** Renders import progress: per scene, and per level within it (faces × levels done). */
export function progressPrinter(sink: ProgressSink): (event: ImportProgress) => void {
  let scene = '';
  let done = 0;
  let lineOpen = false;
  return (event) => {
    if (event.type === 'validated') {
      sink.write(
        `Importing "${event.code}": ${event.scenes} scene${event.scenes === 1 ? '' : 's'}, folder valid.\n`,
      );
    } else if (event.type === 'scene') {
      if (lineOpen) sink.write('\n');
      scene = `Scene ${event.index + 1}/${event.scenes} ${event.id}`;
      done = 0;
      sink.write(sink.isTTY ? `\r${scene}: reprojecting` : `${scene}\n`);
      lineOpen = Boolean(sink.isTTY);
    } else if (sink.isTTY) {
      done++;
      const total = event.levels * 6;
      sink.write(
        `\r${scene}: level ${event.level + 1}/${event.levels} of face ${event.face}, ${Math.round((done / total) * 100)}%   `,
      );
      if (done === total) {
        sink.write('\n');
        lineOpen = false;
      }
    }
  };
}
