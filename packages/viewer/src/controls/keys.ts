import { listen, type ControlHost } from './host.js';

/** Degrees per arrow press (held keys repeat). */
const STEP = 5;

const TURNS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, STEP],
  ArrowDown: [0, -STEP],
};

const ZOOMS: Record<string, number> = { '+': 1 / 1.1, '=': 1 / 1.1, '-': 1.1, _: 1.1 };

/** Arrow keys look around and +/− zoom while the view surface has focus. */
export function attachKeys(host: ControlHost): () => void {
  return listen(host.surface, 'keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const turn = TURNS[e.key];
    const zoom = ZOOMS[e.key];
    if (!turn && !zoom) return;
    e.preventDefault();
    host.interact('key');
    const view = host.view();
    if (turn) host.setView({ yaw: view.yaw + turn[0], pitch: view.pitch + turn[1] });
    if (zoom) host.setView({ fov: view.fov * zoom });
  });
}
