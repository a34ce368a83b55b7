import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { I18nProvider } from '../../lib/i18n/index.js';
import { Hotspots } from './hotspots.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tour = {
  code: 'flat',
  startScene: 'hall',
  scenes: [
    {
      id: 'hall',
      title: { en: 'Hallway', de: 'Flur' },
      initialView: { yaw: 0, pitch: 0, fov: 75 },
      links: [
        { target: 'kitchen', yaw: 10, pitch: 0 },
        { target: 'kitchen', yaw: 20, pitch: 0, label: { en: 'Into the kitchen', de: 'Zur Küche' } },
      ],
      infos: [{ id: 'door', yaw: 0, pitch: 0, title: { en: 'Front door', de: 'Wohnungstür' }, text: 'x' }],
    },
    { id: 'kitchen', title: { en: 'Kitchen', de: 'Küche' }, links: [], infos: [] },
  ],
} as unknown as Tour;

const [hall] = tour.scenes as [Tour['scenes'][number]];
const viewer = { setHotspots: vi.fn() } as unknown as Viewer;
let root: Root;
let host: HTMLElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
  localStorage.clear();
});

function render(lang?: 'en' | 'de') {
  act(() =>
    root.render(
      <I18nProvider {...(lang && { lang })}>
        <Hotspots
          viewer={viewer}
          tour={tour}
          scene={hall}
          openInfo={null}
          onLink={vi.fn()}
          onInfo={vi.fn()}
        />
      </I18nProvider>,
    ),
  );
}

const links = () => [...host.querySelectorAll('[data-hotspot="link"]')].map((b) => b.textContent);
const infoLabel = () => host.querySelector('[data-hotspot="info"]')?.getAttribute('aria-label');

describe('Hotspots', () => {
  it('speak German to a visitor whose browser asks for it, room names included', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    render();
    expect(links()).toEqual(['Weiter: Küche', 'Zur Küche']);
    expect(infoLabel()).toBe('Info: Wohnungstür');
  });

  it('speak English to an English visitor of the same tour', () => {
    render('en');
    expect(links()).toEqual(['Go to Kitchen', 'Into the kitchen']);
    expect(infoLabel()).toBe('About: Front door');
  });
});
