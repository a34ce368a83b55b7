import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { analytics, type AnalyticsParams } from '../../lib/analytics.js';
import { useTourTracking } from './tour-parts.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sent: [string, AnalyticsParams][] = [];
analytics.connect((event, params) => sent.push([event, params]));

function Probe({ code }: { code: string }) {
  const track = useTourTracking(code);
  useEffect(() => track('scene_entered', { scene_id: 'kitchen' }), [track]);
  return null;
}

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  sent.length = 0;
});

function render(code: string) {
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() => root.render(<Probe code={code} />));
  return root;
}

describe('useTourTracking', () => {
  it('sends tour_opened once and adds the tour code to every event', () => {
    const root = render('house');
    act(() => root.render(<Probe code="house" />));
    expect(sent).toEqual([
      ['tour_opened', { tour_code: 'house' }],
      ['scene_entered', { scene_id: 'kitchen', tour_code: 'house' }],
    ]);
  });

  it('counts another tour as another opening', () => {
    const root = render('house');
    act(() => root.render(<Probe code="demo" />));
    expect(sent.filter(([event]) => event === 'tour_opened')).toEqual([
      ['tour_opened', { tour_code: 'house' }],
      ['tour_opened', { tour_code: 'demo' }],
    ]);
  });
});
