import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/use-browser.js';
import { newPage, waitForPath } from './support/pages.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface InjectedConfig {
  firebase: { apiKey: string; projectId: string; appId: string; measurementId?: string };
}

describe('Firebase', () => {
  it('initialises the configured app when the root starts, without holding up the page', async () => {
    const { page, googleRequests } = await newPage(browser());
    const firebaseRequests: Request[] = [];
    page.on('request', (r) => {
      if (/googleapis\.com|googletagmanager\.com/.test(r.url())) firebaseRequests.push(r);
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('textbox', { name: 'Tour code' }).waitFor();
    const config = await page.evaluate(
      () => JSON.parse(document.getElementById('tourview-config')?.textContent ?? '{}') as InjectedConfig,
    );
    expect(config.firebase.measurementId, 'the test preset configures analytics').toBeTruthy();
    const installations = () =>
      firebaseRequests.find((r) => r.url().includes('firebaseinstallations.googleapis.com'));
    await expect.poll(() => installations() !== undefined, { timeout: 15000 }).toBe(true);
    expect(installations()?.url()).toContain(`/projects/${config.firebase.projectId}/`);
    expect(installations()?.headers()['x-goog-api-key']).toBe(config.firebase.apiKey);
    expect(
      googleRequests.length,
      'every Google request was answered by the test, not the network',
    ).toBeGreaterThan(0);
    // Google is unreachable here (every request above was refused): the app must still work.
    await page.getByRole('textbox', { name: 'Tour code' }).fill('cubes');
    await page.getByRole('button', { name: 'Open tour' }).click();
    await waitForPath(page, baseUrl, '/cubes');
  });
});

describe('XSRF header', () => {
  /**
   * Sends one request through the app's API client and returns the request as it left the
   * page; a request that never leaves fails here, so no test can pass on a missing header.
   */
  async function sendThroughClient(apiBase: string, method: 'get' | 'post') {
    const { context, page } = await newPage(browser());
    await context.route('**/xsrf-probe', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${baseUrl}/`);
    await page.getByRole('textbox', { name: 'Tour code' }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/public/xsrf-probe', { timeout: 5000 }),
      page.evaluate(
        async ({ apiBase, method }) => {
          const hooks = (window as unknown as { __tourviewTest: { createApiClient: CreateClient } })
            .__tourviewTest;
          type Client = {
            get: (path: string, schema: unknown) => Promise<unknown>;
            post: (path: string, body: unknown, schema: unknown) => Promise<unknown>;
          };
          type CreateClient = (options: { baseUrl: string }) => Client;
          const client = hooks.createApiClient({ baseUrl: apiBase });
          const anything = { safeParse: (data: unknown) => ({ success: true, data }) };
          if (method === 'get') await client.get('/xsrf-probe', anything);
          else await client.post('/xsrf-probe', { hello: 'world' }, anything);
        },
        { apiBase, method },
      ),
    ]);
    return {
      cookie: cookie?.value,
      sent: { method: request.method(), url: request.url() },
      header: request.headers()['x-xsrf-token'],
    };
  }

  it('copies the cookie into the header of a relative POST', async () => {
    const { cookie, sent, header } = await sendThroughClient('/api/public', 'post');
    expect(sent).toEqual({ method: 'POST', url: `${baseUrl}/api/public/xsrf-probe` });
    expect(cookie, 'the server issues the XSRF cookie with the HTML').toBeTruthy();
    expect(header).toBe(decodeURIComponent(cookie ?? ''));
  });

  it('sends no header with a GET', async () => {
    const { cookie, sent, header } = await sendThroughClient('/api/public', 'get');
    expect(sent).toEqual({ method: 'GET', url: `${baseUrl}/api/public/xsrf-probe` });
    expect(cookie).toBeTruthy();
    expect(header).toBeUndefined();
  });

  it('sends no header with a POST to an absolute URL, even on the same host', async () => {
    const { cookie, sent, header } = await sendThroughClient(`${baseUrl}/api/public`, 'post');
    expect(sent).toEqual({ method: 'POST', url: `${baseUrl}/api/public/xsrf-probe` });
    expect(cookie).toBeTruthy();
    expect(header).toBeUndefined();
  });
});
