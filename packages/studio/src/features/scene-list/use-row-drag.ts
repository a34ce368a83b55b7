import { useRef, useState } from 'react';
import type { RowDrag } from './scene-row.js';

/** Drag and drop between rows keyed by scene id: dropping scene A on row `index` moves A there. */
export function useRowDrag(move: (sceneId: string, to: number) => void) {
  const dragged = useRef<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  return (sceneId: string, index: number): RowDrag => ({
    over: over === sceneId,
    handlers: {
      onDragStart: (event) => {
        dragged.current = sceneId;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', sceneId);
      },
      onDragOver: (event) => {
        event.preventDefault();
        setOver(sceneId);
      },
      onDragLeave: () => setOver(null),
      onDrop: (event) => {
        event.preventDefault();
        setOver(null);
        if (dragged.current) move(dragged.current, index);
        dragged.current = null;
      },
    },
  });
}
