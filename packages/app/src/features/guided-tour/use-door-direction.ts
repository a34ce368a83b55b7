import { useEffect, useState } from 'react';
import type { Viewer } from '@tourview/viewer';
import { doorDirection, type DoorDirection } from './door-direction.js';

/** Which way the nearest door is while none is in view, following the view as it turns. */
export function useDoorDirection(viewer: Viewer | null, doors: readonly { yaw: number }[]): DoorDirection {
  const [direction, setDirection] = useState<DoorDirection>(null);
  useEffect(() => {
    if (!viewer) return;
    const update = () =>
      setDirection(doorDirection(doors, viewer.getView(), window.innerWidth / window.innerHeight));
    update();
    return viewer.on('view-change', update);
  }, [viewer, doors]);
  return direction;
}
