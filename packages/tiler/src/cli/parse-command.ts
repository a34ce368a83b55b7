import { parseArgs } from 'node:util';
import { TourError } from '../errors.js';

/** One CLI invocation, parsed. */
export type Command =
  | { name: 'help' }
  | { name: 'init'; folder: string; force: boolean; json: boolean }
  | { name: 'import'; folder: string; code?: string; replace: boolean; ifMissing: boolean; json: boolean }
  | { name: 'list'; json: boolean }
  | { name: 'show'; code: string; json: boolean }
  | { name: 'remove'; code: string; json: boolean }
  | { name: 'export'; code: string; version?: number; folder: string; json: boolean }
  | { name: 'enquiries'; code?: string; since?: string; format: 'csv' | 'json' }
  | { name: 'backup'; file: string; json: boolean }
  | { name: 'restore'; file: string; json: boolean }
  | UsersCommand;

/** `tour users …`: studio accounts. */
export type UsersCommand =
  | { name: 'users'; action: 'list'; json: boolean }
  | { name: 'users'; action: 'add'; email: string; role: 'admin' | 'editor'; json: boolean }
  | { name: 'users'; action: 'remove' | 'reset-password'; email: string; json: boolean };

/** The help text. */
export const USAGE = `Usage: tour <command> [options]

  tour init <folder> [--force] [--json]
      Write a starter tour.yaml for a folder of panoramas, with placeholders to fill in.
  tour import <folder> [--code CODE] [--replace] [--if-missing] [--json]
      Validate a tour folder (tour.json or tour.yaml + panoramas), tile it and publish it.
  tour list [--json]                 Published tours, newest first.
  tour show <CODE> [--json]          One tour's record.
  tour remove <CODE> [--json]        Unpublish a tour and delete its media.
  tour export <CODE> [--version N] <folder> [--json]
      Write a published version (default: the latest) as a tour folder that import takes.
  tour enquiries [CODE] [--since DATE] [--format csv|json]
                                     Enquiries (all tours, or one), as CSV (default) or JSON.
  tour backup <file> [--json]        Back up a SQLite site while it runs: the database, media/ and
                                     sources/ into a new tar archive (not for PostgreSQL: pg_dump).
  tour restore <file> [--json]       Restore a backup into an empty (or missing) DATA_DIR.
  tour users list [--json]           Studio accounts.
  tour users add <EMAIL> [--role admin|editor] [--json]
                                     Add a studio account (role editor by default).
  tour users remove <EMAIL>          Remove a studio account and end its sessions.
  tour users reset-password <EMAIL>  Set a new password and end every session of the account.
      Passwords are asked for on the terminal (not shown), or read from the first line of
      standard input when it is piped; never from the command line.

Environment, filled in from ./.env like the server's: DATA_DIR (default ./data) holds the
SQLite file and media/; DATABASE_URL stores tour records in PostgreSQL instead; import prints
the tour's address on PUBLIC_ORIGIN (default http://localhost:PORT, PORT default 8080).`;

const OPTIONS = {
  code: { type: 'string' },
  replace: { type: 'boolean', default: false },
  force: { type: 'boolean', default: false },
  'if-missing': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  since: { type: 'string' },
  format: { type: 'string', default: 'csv' },
  role: { type: 'string', default: 'editor' },
  version: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** Parses `argv` (without node and the script); throws `invalid_argument` with the reason. */
export function parseCommand(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv);
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  const { json } = values;
  switch (name) {
    case 'init':
      return { name, folder: only(rest, 'a folder of panoramas'), force: values.force, json };
    case 'import':
      return {
        name,
        folder: only(rest, 'a tour folder'),
        ...(values.code === undefined ? {} : { code: values.code }),
        replace: values.replace,
        ifMissing: values['if-missing'],
        json,
      };
    case 'list':
      return none(rest) && { name, json };
    case 'show':
    case 'remove':
      return { name, code: only(rest, 'a tour code'), json };
    case 'export':
      return exportCommand(rest, values.version, json);
    case 'backup':
    case 'restore':
      return { name, file: only(rest, 'a backup file'), json };
    case 'enquiries':
      return enquiries(rest, values.since, values.format);
    case 'users':
      return users(rest, values.role, json);
    default:
      throw usage(`unknown command "${name}"`);
  }
}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw usage(error instanceof Error ? error.message : String(error));
  }
}

function exportCommand(rest: string[], version: string | undefined, json: boolean): Command {
  const [code, folder, ...extra] = rest;
  if (code === undefined || folder === undefined || extra.length > 0)
    throw usage('expected a tour code and a folder');
  if (version === undefined) return { name: 'export', code, folder, json };
  if (!/^[1-9]\d*$/.test(version)) throw usage(`--version must be a version number, not "${version}"`);
  return { name: 'export', code, version: Number(version), folder, json };
}

function enquiries(rest: string[], since: string | undefined, format: string): Command {
  if (format !== 'csv' && format !== 'json') throw usage(`--format must be csv or json, not "${format}"`);
  if (rest.length > 1) throw usage('expected at most one tour code');
  const [code] = rest;
  return {
    name: 'enquiries',
    format,
    ...(code === undefined ? {} : { code }),
    ...(since === undefined ? {} : { since }),
  };
}

function users(rest: string[], role: string, json: boolean): UsersCommand {
  const [action, ...args] = rest;
  if (action === 'list') return none(args) && { name: 'users', action, json };
  if (action === 'add') {
    if (role !== 'admin' && role !== 'editor') throw usage(`--role must be admin or editor, not "${role}"`);
    return { name: 'users', action, email: only(args, 'an email'), role, json };
  }
  if (action === 'remove' || action === 'reset-password')
    return { name: 'users', action, email: only(args, 'an email'), json };
  throw usage(`users: expected list, add, remove or reset-password, not "${action ?? ''}"`);
}

function only(rest: string[], what: string): string {
  const [value, ...extra] = rest;
  if (value === undefined || extra.length > 0) throw usage(`expected ${what}`);
  return value;
}

function none(rest: string[]): true {
  if (rest.length > 0) throw usage(`unexpected argument "${rest[0] ?? ''}"`);
  return true;
}

function usage(reason: string): TourError {
  return new TourError('invalid_argument', `${reason}\n\n${USAGE}`);
}
