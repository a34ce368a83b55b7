import { listen, type ControlHost } from './host.js';

/** Wheel and trackpad zoom: each 100 px of scroll changes the field of view by about 10 %. */
export function attachWheel(host: ControlHost): () => void {
  return listen(
    host.surface,
    'wheel',
    (e) => {
      e.preventDefault();
      const pixels = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      host.interact('zoom');
      host.setView({ fov: host.view().fov * Math.exp(pixels * 0.001) });
    },
    { passive: false },
  );
}
