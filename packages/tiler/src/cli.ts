import { loadDotEnv, publicOriginFromEnv, StorageError, storageOptionsFromEnv } from '@tourview/storage';
import { parseCommand } from './cli/parse-command.js';
import { passwordReader } from './cli/read-password.js';
import { errorLine, exitCodeOf } from './cli/report-error.js';
import { runCommand } from './cli/run-command.js';
import { TourError } from './errors.js';

/**
 * The `tour` command: parses flags, then reads where storage lives and the origin tours are
 * served on exactly as the server does (the environment, filled in from `.env`), then hands
 * over to the API. Exit codes: 0 done,
 * 1 failed, 2 bad usage.
 */
async function main(argv: readonly string[]): Promise<number> {
  const io = {
    out: process.stdout,
    err: process.stderr,
    readPassword: passwordReader(process.stdin, process.stderr),
  };
  try {
    const command = parseCommand(argv);
    loadDotEnv();
    return await runCommand(
      command,
      {
        storage: storageOptionsFromEnv(),
        publicOrigin: publicOriginFromEnv(),
        // The default origin is this machine's server, which may not run: ask only one named.
        ...(process.env.PUBLIC_ORIGIN ? { checkOrigin: process.env.PUBLIC_ORIGIN } : {}),
      },
      io,
    );
  } catch (error) {
    if (!(error instanceof TourError || error instanceof StorageError)) throw error;
    process.stderr.write(errorLine(error));
    return exitCodeOf(error);
  }
}

process.exitCode = await main(process.argv.slice(2));
