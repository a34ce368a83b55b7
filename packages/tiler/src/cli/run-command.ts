import { backupSite, restoreSite } from '../commands/backup.js';
import { enquiriesToCsv, enquiriesToJson, listEnquiries } from '../commands/enquiries.js';
import { listTours, removeTour, showTourWithUnbrandedCode } from '../commands/tours.js';
import { runUsers } from '../commands/run-users.js';
import { importTour, type ImportResult, type StorageLocation } from '../import/import-tour.js';
import { initTour } from '../init/init-tour.js';
import { exportVersion } from '../studio/export-version.js';
import { backupSummary, restoreSummary } from './backup-summary.js';
import { initSummary } from './init-summary.js';
import { type Command, USAGE } from './parse-command.js';
import type { PasswordReader } from './read-password.js';
import { progressPrinter, type ProgressSink } from './progress.js';
import { errorLine, exitCodeOf, reportedError } from './report-error.js';
import { checkServerKnowsTour, serverCheckWords, type ServerCheck } from './server-check.js';
import { describeStorage, type StorageDescription } from './storage-description.js';

/** Where a command writes: results to `out`, progress and errors to `err`. */
export interface CliIo {
  out: ProgressSink;
  err: ProgressSink;
  /** Asks for a password (`tour users add`, `reset-password`). */
  readPassword?: PasswordReader;
}

/** What a command reads from the environment: where storage lives, and the origin tours are served on. */
export interface CliContext {
  storage: StorageLocation;
  /** `PUBLIC_ORIGIN`, read as the server reads it; import prints the tour's address on it. */
  publicOrigin: string;
  /**
   * `PUBLIC_ORIGIN` only when it is set: import asks the server there whether it serves the
   * tour, which tells a server on other storage apart.
   */
  checkOrigin?: string;
}

/** Runs a parsed command; resolves to the process exit code, never exits itself. */
export async function runCommand(command: Command, context: CliContext, io: CliIo): Promise<number> {
  const json = 'json' in command && command.json;
  try {
    await execute(command, context, io);
    return 0;
  } catch (error) {
    reportError(error, json, io);
    return exitCodeOf(error);
  }
}

type Run<C extends Command> = (command: C, context: CliContext, io: CliIo) => Promise<void>;
type Runs = { [N in Command['name']]: Run<Extract<Command, { name: N }>> };

const print = (io: CliIo, value: unknown) => io.out.write(`${JSON.stringify(value, null, 2)}\n`);

/** Each command's run: what it calls in the API and how it prints the answer (JSON or words). */
const RUNS: Runs = {
  help: async (_command, _context, io) => void io.out.write(`${USAGE}\n`),
  init: async (command, _context, io) => {
    const result = await initTour(command.folder, { force: command.force });
    if (command.json) print(io, result);
    else io.out.write(initSummary(command.folder, result));
  },
  import: async ({ name: _name, json, ...options }, { storage, publicOrigin, checkOrigin }, io) => {
    const onProgress = json ? undefined : progressPrinter(io.err);
    const result = await importTour({ ...storage, ...options, ...(onProgress ? { onProgress } : {}) });
    const urls = pageUrls(result, publicOrigin);
    const wrote = describeStorage(storage);
    const server =
      checkOrigin === undefined ? undefined : await checkServerKnowsTour(checkOrigin, result.code);
    if (json)
      print(io, { ...result, ...(urls ? { urls } : {}), storage: wrote, ...(server ? { server } : {}) });
    else io.out.write(importSummary(result) + urlLines(urls) + storageLines(wrote));
    reportServerCheck(server, result.code, json, io);
  },
  list: async (command, { storage }, io) => {
    const tours = await listTours(storage);
    if (command.json) print(io, tours);
    else
      io.out.write(tours.map((t) => `${t.code}\t${t.scenes} scenes\t${t.updatedAt}\t${t.title}\n`).join(''));
  },
  // The record, then the unbranded code and its page: what an operator hands to listing services.
  show: async (command, { storage, publicOrigin }, io) => {
    const { tour, unbrandedCode } = await showTourWithUnbrandedCode(storage, command.code);
    const unbrandedUrl = unbrandedCode === null ? null : new URL(`/${unbrandedCode}`, publicOrigin).href;
    print(io, { ...tour, unbrandedCode, unbrandedUrl });
  },
  remove: async (command, { storage }, io) => {
    await removeTour(storage, command.code);
    if (command.json) print(io, { code: command.code, removed: true });
    else io.out.write(`Removed "${command.code}".\n`);
  },
  export: async (command, { storage }, io) => {
    const { code, folder, version } = command;
    const result = await exportVersion({
      ...storage,
      code,
      folder,
      ...(version === undefined ? {} : { number: version }),
    });
    if (command.json) print(io, result);
    else
      io.out.write(
        `Exported version ${result.version} of "${result.code}" to ${folder} (${result.files.length} files).\n`,
      );
  },
  enquiries: async (command, { storage }, io) => {
    const list = await listEnquiries(storage, command);
    io.out.write(command.format === 'json' ? enquiriesToJson(list) : enquiriesToCsv(list));
  },
  backup: async (command, { storage }, io) => {
    const result = await backupSite(storage, command.file);
    if (command.json) print(io, result);
    else io.out.write(backupSummary(result));
  },
  restore: async (command, { storage }, io) => {
    const result = await restoreSite(storage, command.file);
    if (command.json) print(io, result);
    else io.out.write(restoreSummary(result));
  },
  users: (command, { storage }, io) => runUsers(command, storage, io),
};

function execute<C extends Command>(command: C, context: CliContext, io: CliIo): Promise<void> {
  return (RUNS[command.name] as Run<C>)(command, context, io);
}

function importSummary(result: ImportResult): string {
  if (result.skipped) return `Tour "${result.code}" exists; nothing to do.\n`;
  const scenes = result.scenes.map(
    (s) =>
      `  ${s.id}: ${s.levels.map((l) => l.size).join('/')} px faces, ${kib(s.bytesPerLevel.reduce((a, b) => a + b, 0))} in ${Math.round(s.ms)} ms\n` +
      s.notes.map((note) => `    note: ${note}\n`).join(''),
  );
  const verb = result.replaced ? 'Replaced' : 'Published';
  return `${verb} "${result.code}" (build ${result.buildId ?? ''}) in ${(result.ms / 1000).toFixed(1)} s:\n${scenes.join('')}`;
}

/** The published pages' absolute addresses, on the origin visitors open tours on. */
function pageUrls(result: ImportResult, origin: string): { tour: string; video?: string } | undefined {
  if (!result.pages) return undefined;
  const url = (path: string) => new URL(path, origin).href;
  const { tour, video } = result.pages;
  return video === undefined ? { tour: url(tour) } : { tour: url(tour), video: url(video) };
}

function urlLines(urls: ReturnType<typeof pageUrls>): string {
  if (!urls) return '';
  return `Tour: ${urls.tour}\n${urls.video === undefined ? '' : `Video: ${urls.video}\n`}`;
}

/** A server on other storage is a warning, on stderr even with `--json`; the other answers belong to the summary. */
function reportServerCheck(check: ServerCheck | undefined, code: string, json: boolean, io: CliIo): void {
  if (check?.result === 'unknown') io.err.write(serverCheckWords(check, code));
  else if (check && !json) io.out.write(serverCheckWords(check, code));
}

function storageLines({ database, media }: StorageDescription): string {
  return `Database: ${database}\nMedia: ${media}\n`;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

function reportError(error: unknown, json: boolean, io: CliIo): void {
  if (json) io.out.write(`${JSON.stringify({ error: reportedError(error) }, null, 2)}\n`);
  io.err.write(errorLine(error));
}
