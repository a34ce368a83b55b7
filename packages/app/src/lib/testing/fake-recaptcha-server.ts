import { startTestHttpServer, type TestHttpServer } from './test-http-server.js';

/**
 * What Google's api.js does for v3: defines `grecaptcha` with `ready` and `execute`, whose
 * promise resolves to a token. Our fake token names the site key and action it was made for.
 */
const API_JS = `window.grecaptcha = {
  ready: function (callback) { setTimeout(callback, 0); },
  execute: function (siteKey, options) {
    if (siteKey.indexOf('bad') === 0) throw new Error('Invalid site key or not loaded in api.js: ' + siteKey);
    return Promise.resolve('fake-token:' + siteKey + ':' + options.action);
  }
};`;

/**
 * Serves a fake reCAPTCHA script by behaviour: `/ok/api.js` works, `/broken/api.js` answers
 * 500, `/hang/api.js` answers
 * only after a second, `/empty/api.js` defines nothing, `/no-ready/api.js`
 * never becomes ready.
 */
export function startFakeRecaptchaServer(): Promise<TestHttpServer> {
  return startTestHttpServer((request, response) => {
    const behaviour = request.url.split('/')[1];
    // Answering late, not never, lets the server close without cutting a live connection.
    if (behaviour === 'hang') return void setTimeout(() => response.writeHead(503).end(), 1000);
    if (behaviour === 'broken') return void response.writeHead(500).end('oops');
    response.writeHead(200, { 'content-type': 'text/javascript' });
    if (behaviour === 'empty') return void response.end('/* nothing */');
    if (behaviour === 'no-ready') return void response.end(API_JS.replace('setTimeout(callback, 0);', ''));
    response.end(API_JS);
  });
}
