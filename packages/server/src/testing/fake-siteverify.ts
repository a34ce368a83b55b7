import { readBody, startLocalServer, type LocalServer } from './local-http.js';

/** A passing answer for a token made on `localhost` for the enquiry form. */
function passed(): Record<string, unknown> {
  const challenge_ts = new Date().toISOString();
  return { success: true, score: 0.9, action: 'enquiry', hostname: 'localhost', challenge_ts };
}

/** What the fake answers for a token; tokens name the case they test. */
const ANSWERS: Record<string, () => Record<string, unknown>> = {
  'good-token': passed,
  'low-score': () => ({ ...passed(), score: 0.1 }),
  'wrong-action': () => ({ ...passed(), action: 'login' }),
  'wrong-host': () => ({ ...passed(), hostname: 'evil.example' }),
  'tours-site': () => ({ ...passed(), hostname: 'tours.example' }),
  'expired-token': () => ({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
  'bad-secret': () => ({ success: false, 'error-codes': ['invalid-input-secret'] }),
};

/** A request the fake received, decoded. */
export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/**
 * A stand-in for Google's reCAPTCHA siteverify, speaking its form-encoded request and JSON
 * answer; for the server's tests and the browser tests, whose faked reCAPTCHA script hands
 * out one of the tokens below.
 */
export interface FakeSiteverify extends LocalServer {
  calls: SiteverifyCall[];
}

/**
 * Starts the fake on a free loopback port. Besides the tokens above: `slow` answers only
 * after 5 s, `slow-good` accepts after 400 ms, `http-500` fails, `garbage` answers something
 * that is not JSON; any other token is answered as invalid.
 */
export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const calls: SiteverifyCall[] = [];
  const server = await startLocalServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const token = form.get('response') ?? '';
    calls.push({
      secret: form.get('secret'),
      response: form.get('response'),
      remoteip: form.get('remoteip'),
    });
    if (token === 'slow') return void setTimeout(() => response.end('{}'), 5_000).unref();
    if (token === 'slow-good') {
      const good = JSON.stringify(passed());
      return void setTimeout(() => response.end(good), 400).unref();
    }
    if (token === 'http-500') return void response.writeHead(500).end('oops');
    if (token === 'garbage') return void response.writeHead(200).end('<html>');
    const answer = ANSWERS[token]?.() ?? { success: false, 'error-codes': ['invalid-input-response'] };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  return { ...server, calls };
}
