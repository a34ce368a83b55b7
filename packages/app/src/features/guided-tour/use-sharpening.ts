import { useEffect, useState } from 'react';
import type { Viewer } from '@tourview/viewer';

// Sharp tiles usually land within this; only a room still blurry after it is worth a word.
const PATIENCE_MS = 2000;

/**
 * Whether the room has shown only its preview for a while: its sharper tiles are still on
 * the way (a slow network). Offline has a banner of its own.
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
    const stopProgress = viewer.on('load-progress', ({ loaded, total }) => setSharp(loaded >= total));
    const stopIdle = viewer.on('tiles-idle', () => setSharp(true));
    return () => {
      clearTimeout(timer);
      stopProgress();
      stopIdle();
    };
  }, [viewer, sceneId]);
  return late && !sharp;
}
