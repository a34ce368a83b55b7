import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { ConfigProvider } from '../../config/config-context.js';
import { I18nProvider } from '../../lib/i18n/index.js';
import { sampleRoom } from '../../lib/testing/sample-room.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import FloorPlanView from './floor-plan.js';

const plan = (id: string, label: string, scenes: string[]) => ({
  id,
  label,
  image: `${id}.png`,
  width: 400,
  height: 200,
  north: 0,
  scenes: scenes.map((scene, i) => ({ scene, x: 100 + i * 100, y: 100, yawOffset: 90 })),
});

const room = (id: string) => sampleRoom(id, { title: id.toUpperCase() });

const tour = sampleTour('house', {
  startScene: 'hall',
  scenes: [room('hall'), room('kitchen'), room('bedroom')],
  floorPlans: [
    plan('ground', 'Ground floor', ['hall', 'kitchen']),
    plan('upper', 'Upper floor', ['bedroom']),
  ],
});

const config = { cdnBaseUrl: '/media' } as PublicConfig;
const view = freshRootEachTest();

function render(sceneId: string, onSelect = vi.fn()) {
  view.render(
    <ConfigProvider config={config}>
      <I18nProvider lang="en">
        <FloorPlanView tour={tour} viewer={null} sceneId={sceneId} onSelect={onSelect} />
      </I18nProvider>
    </ConfigProvider>,
  );
  return onSelect;
}

const dots = () => [...view.host.querySelectorAll<HTMLButtonElement>('button[data-scene]')];

describe('FloorPlanView', () => {
  it('shows the floor of the current scene with it marked and a cone facing its heading', () => {
    render('kitchen');
    expect(dots().map((d) => d.dataset.scene)).toEqual(['hall', 'kitchen']);
    expect(view.host.querySelector('[aria-current="location"]')?.getAttribute('aria-label')).toBe(
      'KITCHEN (you are here)',
    );
    expect(view.host.querySelector('[data-testid="floor-plan-cone"]')?.getAttribute('data-heading')).toBe(
      '90',
    );
  });

  it('moves to a clicked dot', () => {
    const onSelect = render('hall');
    act(() => dots()[1]?.click());
    expect(onSelect).toHaveBeenCalledWith('kitchen');
  });

  it('switches floors, and follows the scene to its floor again', () => {
    render('hall');
    const upper = [...view.host.querySelectorAll('button')].find((b) => b.textContent === 'Upper floor');
    act(() => upper?.click());
    expect(upper?.getAttribute('aria-pressed')).toBe('true');
    expect(dots().map((d) => d.dataset.scene)).toEqual(['bedroom']);
    expect(view.host.querySelector('[data-testid="floor-plan-cone"]')).toBeNull();
    render('kitchen');
    expect(dots().map((d) => d.dataset.scene)).toEqual(['hall', 'kitchen']);
  });
});
