import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { ShareDialog } from './share-dialog.js';

const url = 'https://tours.example/demo?scene=hall&yaw=75&pitch=0&fov=90';
const view = freshRootEachTest();

function render(lang: 'en' | 'de' = 'en') {
  view.render(
    <I18nProvider lang={lang}>
      <ShareDialog url={url} title={'Flat "A" & B'} onClose={() => undefined} />
    </I18nProvider>,
  );
}

const tabs = () => [...view.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const visiblePanel = () => view.host.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');

describe('ShareDialog', () => {
  it('offers Link and Embed as tabs, one selected and in the tab order', () => {
    render();
    expect(view.host.querySelector('[role="tablist"]')).not.toBeNull();
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Link', 'true', 0],
      ['Embed', 'false', -1],
    ]);
    expect(visiblePanel()?.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
    expect(visiblePanel()?.querySelector('input')?.value).toBe(url);
  });

  it('moves between tabs with the arrow keys and shows the embed snippet of the view', () => {
    render();
    const [link, embed] = tabs();
    act(() => link?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(embed?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(embed);
    const snippet = visiblePanel()?.querySelector('textarea');
    expect(snippet?.readOnly).toBe(true);
    expect(snippet?.value).toBe(
      '<iframe src="https://tours.example/demo?scene=hall&amp;yaw=75&amp;pitch=0&amp;fov=90&amp;embed=1" ' +
        'title="Flat &quot;A&quot; &amp; B" width="960" height="540" ' +
        'allow="fullscreen; gyroscope; accelerometer" allowfullscreen loading="lazy" style="border:0"></iframe>',
    );
    act(() => embed?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(link?.getAttribute('aria-selected')).toBe('true');
    act(() => link?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(embed?.getAttribute('aria-selected')).toBe('true');
  });

  it('copies the snippet and confirms it visibly, in German too', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render('de');
    act(() => tabs()[1]?.click());
    const copy = [...view.host.querySelectorAll('button')].find((b) => b.textContent === 'Kopieren');
    await act(async () => copy?.click());
    expect(writeText).toHaveBeenCalledWith(visiblePanel()?.querySelector('textarea')?.value);
    expect(visiblePanel()?.querySelector('[role="status"]')?.textContent).toBe('Kopiert');
    expect(tabs()[1]?.textContent).toBe('Einbetten');
  });
});
