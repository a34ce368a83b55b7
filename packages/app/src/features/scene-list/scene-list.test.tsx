import { describe, expect, it, vi } from 'vitest';
import type { PublicConfig, Scene, Tour } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { ConfigProvider } from '../../config/config-context.js';
import { I18nProvider } from '../../lib/i18n/index.js';
import { sampleRoom } from '../../lib/testing/sample-room.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { SceneList } from './scene-list.js';

const scene = (id: string, title: Scene['title'], description: Scene['description']) =>
  sampleRoom(id, { title, description });
const tour = (defaultLanguage?: string) =>
  sampleTour('flat', {
    ...(defaultLanguage && { defaultLanguage }),
    startScene: 'kitchen',
    scenes: [
      scene('kitchen', { en: 'Kitchen', de: 'Küche' }, { en: 'A bright kitchen.', de: 'Eine helle Küche.' }),
      scene('hall', 'Hall', 'A hall.'),
      scene('attic', { fr: 'Grenier', it: 'Soffitta' }, { fr: 'Un grenier.', it: 'Una soffitta.' }),
    ],
  });

const config = { cdnBaseUrl: '/media' } as PublicConfig;
const view = freshRootEachTest();

function render(lang: 'en' | 'de', t: Tour) {
  view.render(
    <ConfigProvider config={config}>
      <I18nProvider lang={lang}>
        <SceneList tour={t} currentSceneId="hall" onSelect={vi.fn()} />
      </I18nProvider>
    </ConfigProvider>,
  );
}

/** What a sighted visitor reads on an element: its text without the screen-reader-only parts. */
function visibleText(element: Element): string | undefined {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim();
}

const titles = () => [...view.host.querySelectorAll('button[data-scene]')].map(visibleText);
const description = (id: string) => view.host.querySelector(`#scene-desc-${id}`)?.textContent;

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
