import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for Google's reCAPTCHA `siteverify` endpoint, speaking its JSON. The
 * token decides the answer, so a browser test picks the outcome through the token that its
 * faked reCAPTCHA script hands out: `pass`, `low-score`, `wrong-action`, `wrong-host`,
 * `invalid`, `slow` (never answers in time).
 */
export interface FakeSiteverify {
  url: string;
  /** Every token the server was asked to verify, in order. */
  tokens: string[];
  close(): Promise<void>;
}

function answerFor(token: string, hostname: string): Record<string, unknown> {
  const ok = {
    success: true,
    score: 0.9,
    action: 'enquiry',
    hostname,
    challenge_ts: new Date().toISOString(),
  };
  switch (token) {
    case 'pass':
      return ok;
    case 'low-score':
      return { ...ok, score: 0.1 };
    case 'wrong-action':
      return { ...ok, action: 'login' };
    case 'wrong-host':
      return { ...ok, hostname: 'evil.example' };
    default:
      return { success: false, 'error-codes': ['invalid-input-response'] };
  }
}

/** Starts the fake on an ephemeral port; `hostname` is what it reports the token was made on. */
export async function startFakeSiteverify(hostname = 'localhost'): Promise<FakeSiteverify> {
  const tokens: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('response') ?? '';
      tokens.push(token);
      if (token === 'slow') return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answerFor(token, hostname)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    tokens,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
