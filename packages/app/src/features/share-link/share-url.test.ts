import { describe, expect, it } from 'vitest';
import { shareUrlOf } from './share-url.js';

const PUBLIC = 'https://tours.example.com';

describe('shareUrlOf', () => {
  it('puts the page on the public origin, whatever address it was opened on', () => {
    expect(shareUrlOf(PUBLIC, { pathname: '/demo', search: '?scene=hall&yaw=75', hash: '' })).toBe(
      'https://tours.example.com/demo?scene=hall&yaw=75',
    );
  });

  it('drops embed mode, so a link shared from a frame opens the whole app', () => {
    expect(shareUrlOf(PUBLIC, { pathname: '/demo', search: '?scene=hall&embed=1', hash: '#x' })).toBe(
      'https://tours.example.com/demo?scene=hall#x',
    );
    expect(shareUrlOf(PUBLIC, { pathname: '/demo/video', search: '?embed=1', hash: '' })).toBe(
      'https://tours.example.com/demo/video',
    );
  });
});
