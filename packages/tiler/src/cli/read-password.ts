import { createInterface } from 'node:readline';
import { TourError } from '../errors.js';

/** Asks for a password; never from the command line, where other users' `ps` would see it. */
export type PasswordReader = (prompt: string) => Promise<string>;

/** The first line of piped input (`printf '%s\n' "$PASSWORD" | tour users add …`). */
async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new TourError('invalid_argument', 'expected the password on standard input');
}

/** Reads what is typed without echoing it, up to Enter. */
function typedSecretly(
  input: NodeJS.ReadStream,
  err: NodeJS.WritableStream,
  prompt: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    err.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      err.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new TourError('invalid_argument', 'cancelled'));
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * Reads a password from the terminal (typed twice, not shown) or, when input is piped, from
 * its first line.
 */
export function passwordReader(input: NodeJS.ReadStream, err: NodeJS.WritableStream): PasswordReader {
  return async (prompt) => {
    if (!input.isTTY) return firstLine(input);
    const first = await typedSecretly(input, err, `${prompt}: `);
    const again = await typedSecretly(input, err, `${prompt} (again): `);
    if (first !== again) throw new TourError('invalid_argument', 'the two passwords differ');
    return first;
  };
}
