import { useEffect, useState } from 'react';
import { createHeadingFeed, type Viewer } from '@tourview/viewer';

/** The view's yaw in degrees, following the engine's heading feed; 0 before it starts. */
export function useHeading(viewer: Viewer | null): number {
  const [heading, setHeading] = useState(0);
  useEffect(() => {
    if (!viewer) return;
    return viewer.use(createHeadingFeed((yaw) => setHeading(Math.round(yaw))));
  }, [viewer]);
  return heading;
}
