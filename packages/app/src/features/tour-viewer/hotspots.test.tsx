import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import type { Viewer } from '@tourview/viewer';
import { I18nProvider } from '../../lib/i18n/index.js';
import { sampleRoom } from '../../lib/testing/sample-room.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { Hotspots } from './hotspots.js';

const hall = sampleRoom('hall', {
  title: { en: 'Hallway', de: 'Flur' },
  initialView: { yaw: 0, pitch: 0, fov: 75 },
  links: [
    { target: 'kitchen', yaw: 10, pitch: 0 },
    { target: 'kitchen', yaw: 20, pitch: 0, label: { en: 'Into the kitchen', de: 'Zur Küche' } },
  ],
  infos: [{ id: 'door', yaw: 0, pitch: 0, title: { en: 'Front door', de: 'Wohnungstür' }, text: 'x' }],
});
const tour = sampleTour('flat', {
  startScene: 'hall',
  scenes: [hall, sampleRoom('kitchen', { title: { en: 'Kitchen', de: 'Küche' } })],
});

const viewer = { setHotspots: vi.fn() } as unknown as Viewer;
const view = freshRootEachTest();
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function render(lang?: 'en' | 'de') {
  view.render(
    <I18nProvider {...(lang && { lang })}>
      <Hotspots viewer={viewer} tour={tour} scene={hall} openInfo={null} onLink={vi.fn()} onInfo={vi.fn()} />
    </I18nProvider>,
  );
}

const links = () => [...view.host.querySelectorAll('[data-hotspot="link"]')].map((b) => b.textContent);
const infoLabel = () => view.host.querySelector('[data-hotspot="info"]')?.getAttribute('aria-label');

describe('Hotspots', () => {
  it('speak German to a visitor whose browser asks for it, room names included', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    render();
    expect(links()).toEqual(['Weiter: Küche', 'Zur Küche']);
    expect(infoLabel()).toBe('Info: Wohnungstür');
  });

  it('draw a chosen icon inline and hidden from screen readers, the kind’s own sign otherwise', () => {
    const stairs = { ...hall, links: [{ target: 'kitchen', yaw: 10, pitch: 0, icon: 'stairs-up' as const }] };
    const photo = { id: 'photo', yaw: 0, pitch: 0, title: 'Photo', text: 'x', icon: 'photo' as const };
    view.render(
      <I18nProvider lang="en">
        <Hotspots
          viewer={viewer}
          tour={tour}
          scene={{ ...stairs, infos: [photo, { ...photo, id: 'plain', icon: undefined }] }}
          openInfo={null}
          onLink={vi.fn()}
          onInfo={vi.fn()}
        />
      </I18nProvider>,
    );
    const icons = [...view.host.querySelectorAll('svg[data-icon]')];
    expect(icons.map((i) => i.getAttribute('data-icon')).sort()).toEqual(['photo', 'stairs-up']);
    expect(icons.every((i) => i.closest('[aria-hidden="true"]'))).toBe(true);
    expect(links()).toEqual(['Go to Kitchen']);
    expect(view.host.querySelectorAll('[data-hotspot="info"]')[1]?.textContent).toBe('i');
  });

  it('speak English to an English visitor of the same tour', () => {
    render('en');
    expect(links()).toEqual(['Go to Kitchen', 'Into the kitchen']);
    expect(infoLabel()).toBe('About: Front door');
  });
});
