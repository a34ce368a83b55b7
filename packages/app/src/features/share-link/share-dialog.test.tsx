import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { ShareDialog } from './share-dialog.js';

const url = 'https://tours.example/demo?scene=hall&yaw=75&pitch=0&fov=90';
const view = freshRootEachTest();

function render(lang: 'en' | 'de' = 'en', embedOrigins: string[] = ['*']) {
  view.render(
    <I18nProvider lang={lang}>
      <ShareDialog url={url} title={'Flat "A" & B'} embedOrigins={embedOrigins} onClose={() => undefined} />
    </I18nProvider>,
  );
}

function openEmbedTab(lang: 'en' | 'de', embedOrigins: string[]) {
  render(lang, embedOrigins);
  act(() => tabs()[1]?.click());
  return visiblePanel();
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
        'allow="fullscreen; gyroscope; accelerometer" allowfullscreen loading="lazy" ' +
        'style="border:0;width:100%;height:auto;aspect-ratio:960/540"></iframe>',
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

  it('offers the snippet responsive by default, or at a fixed size', () => {
    const panel = openEmbedTab('en', ['*']);
    const size = panel?.querySelector('select');
    expect([...(size?.options ?? [])].map((o) => o.text)).toEqual([
      'Responsive (fills the width, 16:9)',
      '960 × 540',
      '640 × 360',
    ]);
    expect(panel?.querySelector('textarea')?.value).toContain('width:100%');
    act(() => {
      if (!size) return;
      size.value = size.options[2]?.value ?? '';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const snippet = panel?.querySelector('textarea')?.value;
    expect(snippet).toContain('width="640" height="360"');
    expect(snippet).toContain('style="border:0"');
  });

  it.each<[string[], string | null]>([
    [
      ['https://portal.example', 'http://cms.example:8080'],
      'https://portal.example, http://cms.example:8080',
    ],
    [[], 'No other site may show this code'],
    [['*'], null],
  ])('says which sites may show the snippet where embedding is limited (%o)', (origins, said) => {
    const note = openEmbedTab('en', origins)?.querySelector('[data-testid="embed-sites"]');
    if (said === null) expect(note).toBeNull();
    else expect(note?.textContent).toContain(said);
  });
});
