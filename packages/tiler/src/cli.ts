import { StorageError } from '@tourview/storage';
import { parseCommand } from './cli/parse-command.js';
import { errorLine, exitCodeOf } from './cli/report-error.js';
import { runCommand } from './cli/run-command.js';
import { TourError } from './errors.js';

/**
 * The `tour` command: parses flags and environment, then hands over to the API. Exit codes:
 * 0 done, 1 failed, 2 bad usage.
 */
async function main(argv: readonly string[]): Promise<number> {
  const location = {
    dataDir: process.env.DATA_DIR || './data',
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  };
  const io = { out: process.stdout, err: process.stderr };
  try {
    return await runCommand(parseCommand(argv), location, io);
  } catch (error) {
    if (!(error instanceof TourError || error instanceof StorageError)) throw error;
    process.stderr.write(errorLine(error));
    return exitCodeOf(error);
  }
}

process.exitCode = await main(process.argv.slice(2));
