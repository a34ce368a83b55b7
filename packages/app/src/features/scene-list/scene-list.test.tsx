import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig, Tour } from '@tourview/schema';
import { ConfigProvider } from '../../config/config-context.js';
import { I18nProvider } from '../../lib/i18n/index.js';
import { SceneList } from './scene-list.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const scene = (id: string, title: unknown, description: unknown) => ({
  id,
  title,
  description,
  thumbnail: `${id}.webp`,
});
const tour = (defaultLanguage?: string) =>
  ({
    code: 'flat',
    ...(defaultLanguage && { defaultLanguage }),
    startScene: 'kitchen',
    scenes: [
      scene('kitchen', { en: 'Kitchen', de: 'Küche' }, { en: 'A bright kitchen.', de: 'Eine helle Küche.' }),
      scene('hall', 'Hall', 'A hall.'),
      scene('attic', { fr: 'Grenier', it: 'Soffitta' }, { fr: 'Un grenier.', it: 'Una soffitta.' }),
    ],
  }) as unknown as Tour;

const config = { cdnBaseUrl: '/media' } as PublicConfig;
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
});

function render(lang: 'en' | 'de', t: Tour) {
  act(() =>
    root.render(
      <ConfigProvider config={config}>
        <I18nProvider lang={lang}>
          <SceneList tour={t} currentSceneId="hall" onSelect={vi.fn()} />
        </I18nProvider>
      </ConfigProvider>,
    ),
  );
}

const titles = () =>
  [...host.querySelectorAll('button[data-scene]')].map(
    (b) => b.firstChild?.nextSibling?.firstChild?.textContent,
  );
const description = (id: string) => host.querySelector(`#scene-desc-${id}`)?.textContent;

describe('SceneList', () => {
  it('names the rooms in German for a German visitor, plain titles as written', () => {
    render('de', tour());
    expect(titles()).toEqual(['Küche', 'Hall', 'Grenier']);
    expect(description('kitchen')).toBe('Raum 1 von 3. Eine helle Küche.');
  });

  it("falls back to the tour's default language for a room without the visitor's", () => {
    render('de', tour('it'));
    expect(titles()).toEqual(['Küche', 'Hall', 'Soffitta']);
  });
});
