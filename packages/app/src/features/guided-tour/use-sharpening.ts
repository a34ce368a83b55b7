import { useEffect, useState } from 'react';
import type { Viewer } from '@tourview/viewer';

// Sharp tiles usually land within this; only a room still blurry after it is worth a word.
const PATIENCE_MS = 2000;

/**
 * Whether the room has shown only its preview for a while: its sharper tiles are still on
 * the way (a slow network). Offline has a banner of its own. Once a room has been sharp it
 * stays so for this: turning the view (the guided tour does all the time) asks for a few new
 * tiles, and a status that came back for each would be read out again and again.
 */
export function useSharpening(viewer: Viewer | null, sceneId: string): boolean {
  const [sharp, setSharp] = useState(false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!viewer) return;
    // An adopted viewer (boot/tour-boot.ts) may have drawn its sharp view before this listens.
    const now = viewer.tiles();
    setSharp(now.sceneId === sceneId && (now.sharp || now.idle));
    setLate(false);
    const timer = setTimeout(() => setLate(true), PATIENCE_MS);
    const sharpened = (): void => setSharp(true);
    const stopProgress = viewer.on('load-progress', ({ loaded, total }) => {
      if (loaded >= total) sharpened();
    });
    const stopIdle = viewer.on('tiles-idle', sharpened);
    return () => {
      clearTimeout(timer);
      stopProgress();
      stopIdle();
    };
  }, [viewer, sceneId]);
  return late && !sharp;
}
