import { useEffect, useState } from 'react';
import { wallGridOf, type WallGrid } from './plan-walls.js';

/**
 * The walls of the plan image at `url`, read in the browser once it has loaded; null before
 * then or when it cannot be read (proposals then aim at the other pin).
 */
export function useWallGrid(url: string, sourceWidth: number): WallGrid | null {
  const [grid, setGrid] = useState<{ url: string; grid: WallGrid } | null>(null);
  useEffect(() => {
    let live = true;
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext('2d');
      if (!context || !live) return;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      setGrid({ url, grid: wallGridOf(data, width, height, 4, sourceWidth) });
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url, sourceWidth]);
  return grid?.url === url ? grid.grid : null;
}
