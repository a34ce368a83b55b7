import { describe, expect, it } from 'vitest';
import { isPreviewToken, previewPageUrl, previewParamOf } from './page-contract-preview.js';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

describe('the preview page contract', () => {
  it('reads the preview parameter among others, malformed or empty ones included', () => {
    expect(previewParamOf(`?scene=hall&preview=${TOKEN}&yaw=3`)).toBe(TOKEN);
    expect(previewParamOf('?preview=')).toBe('');
    expect(previewParamOf('?preview')).toBe('');
    expect(previewParamOf('?previews=x&scene=hall')).toBeNull();
    expect(previewParamOf('')).toBeNull();
  });

  it('tells token-shaped strings from others', () => {
    expect(isPreviewToken(TOKEN)).toBe(true);
    expect(isPreviewToken(TOKEN.slice(1))).toBe(false);
    expect(isPreviewToken(`${TOKEN.slice(1)}%`)).toBe(false);
  });

  it('builds the page URL on an origin', () => {
    expect(previewPageUrl('https://tours.example.com', 'flat', TOKEN)).toBe(
      `https://tours.example.com/flat?preview=${TOKEN}`,
    );
  });
});
