import { describe, expect, it } from 'vitest';
import { parseCommand } from './parse-command.js';

describe('parseCommand', () => {
  it('parses import with every flag', () => {
    expect(parseCommand(['import', 'demo/tour', '--code', 'demo', '--if-missing', '--json'])).toEqual({
      name: 'import',
      folder: 'demo/tour',
      code: 'demo',
      replace: false,
      ifMissing: true,
      json: true,
    });
  });

  it('parses export with and without a version, and refuses a version that is no number', () => {
    expect(parseCommand(['export', 'demo', 'out'])).toEqual({
      name: 'export',
      code: 'demo',
      folder: 'out',
      json: false,
    });
    expect(parseCommand(['export', 'demo', '--version', '3', 'out', '--json'])).toEqual({
      name: 'export',
      code: 'demo',
      version: 3,
      folder: 'out',
      json: true,
    });
    expect(() => parseCommand(['export', 'demo', '--version', '0', 'out'])).toThrow(/--version must be/);
    expect(() => parseCommand(['export', 'demo'])).toThrow(/a tour code and a folder/);
  });

  it('parses the other commands', () => {
    expect(parseCommand(['init', 'photos', '--force'])).toEqual({
      name: 'init',
      folder: 'photos',
      force: true,
      json: false,
    });
    expect(parseCommand(['list'])).toEqual({ name: 'list', json: false });
    expect(parseCommand(['show', 'demo', '--json'])).toEqual({ name: 'show', code: 'demo', json: true });
    expect(parseCommand(['remove', 'demo'])).toEqual({ name: 'remove', code: 'demo', json: false });
    expect(parseCommand(['enquiries', 'demo', '--since', '2026-01-01', '--format', 'json'])).toEqual({
      name: 'enquiries',
      code: 'demo',
      since: '2026-01-01',
      format: 'json',
    });
    expect(parseCommand(['enquiries'])).toEqual({ name: 'enquiries', format: 'csv' });
    expect(parseCommand(['backup', 'site.tar'])).toEqual({ name: 'backup', file: 'site.tar', json: false });
    expect(parseCommand(['restore', 'site.tar', '--json'])).toEqual({
      name: 'restore',
      file: 'site.tar',
      json: true,
    });
    expect(parseCommand([])).toEqual({ name: 'help' });
    expect(parseCommand(['list', '--help'])).toEqual({ name: 'help' });
  });

  it.each([
    [['import'], /expected a tour folder/],
    [['import', 'a', 'b'], /expected a tour folder/],
    [['show'], /expected a tour code/],
    [['backup'], /expected a backup file/],
    [['restore', 'a.tar', 'b.tar'], /expected a backup file/],
    [['init'], /expected a folder of panoramas/],
    [['list', 'extra'], /unexpected argument "extra"/],
    [['enquiries', '--format', 'xml'], /--format must be csv or json/],
    [['import', 'x', '--frob'], /Unknown option '--frob'/],
    [['launch'], /unknown command "launch"/],
  ])('rejects %j with a reason and the usage', (argv, reason) => {
    expect(() => parseCommand(argv)).toThrow(reason);
    expect(() => parseCommand(argv)).toThrow(/Usage: tour/);
  });
});
