import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { analytics, type AnalyticsParams } from '../../lib/analytics.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { useTourTracking } from './tour-parts.js';

const sent: [string, AnalyticsParams][] = [];
analytics.connect((event, params) => sent.push([event, params]));

function Probe({ code }: { code: string }) {
  const track = useTourTracking(code);
  useEffect(() => track('scene_entered', { scene_id: 'kitchen' }), [track]);
  return null;
}

const view = freshRootEachTest();
afterEach(() => {
  sent.length = 0;
});

const render = (code: string) => view.render(<Probe code={code} />);

describe('useTourTracking', () => {
  it('sends tour_opened once and adds the tour code to every event', () => {
    render('house');
    render('house');
    expect(sent).toEqual([
      ['tour_opened', { tour_code: 'house' }],
      ['scene_entered', { scene_id: 'kitchen', tour_code: 'house' }],
    ]);
  });

  it('counts another tour as another opening', () => {
    render('house');
    render('demo');
    expect(sent.filter(([event]) => event === 'tour_opened')).toEqual([
      ['tour_opened', { tour_code: 'house' }],
      ['tour_opened', { tour_code: 'demo' }],
    ]);
  });
});
