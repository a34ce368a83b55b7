import { describe, expect, it } from 'vitest';
import { liveSecretOfFragment, liveViewingUrl } from './live-link.js';

const SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

describe('live viewing links', () => {
  it('puts the secret in the fragment, where the browser keeps it from servers', () => {
    const guest = liveViewingUrl('https://tours.example.com', 'flat', 'guest', SECRET);
    expect(guest).toBe(`https://tours.example.com/flat#live=${SECRET}`);
    expect(new URL(guest).search).toBe('');
    expect(liveViewingUrl('https://t.example', 'flat', 'host', SECRET)).toBe(
      `https://t.example/flat#live-host=${SECRET}`,
    );
  });

  it('reads the role and secret back from a fragment, and nothing from an empty or foreign one', () => {
    expect(liveSecretOfFragment(`#live=${SECRET}`)).toEqual({ role: 'guest', secret: SECRET });
    expect(liveSecretOfFragment(`#live-host=${SECRET}`)).toEqual({ role: 'host', secret: SECRET });
    expect(liveSecretOfFragment('#live=')).toBeNull();
    expect(liveSecretOfFragment('#top')).toBeNull();
    expect(liveSecretOfFragment('')).toBeNull();
  });
});
