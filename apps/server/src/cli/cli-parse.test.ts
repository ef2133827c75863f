import { describe, expect, it } from 'vitest';
import { HELP, parseCommand } from './cli-commands';
import { COMMAND_AREAS } from './commands';
import { UsageError } from './errors';

// How the CLI reads its arguments, before any database: no PGlite here.
describe('careers arguments', () => {
  it('refuses an unknown flag, naming the flags the command takes', () => {
    expect(() => parseCommand(['alerts', 'run', '--everything', 'x'])).toThrow(
      new UsageError('Unknown flag --everything: alerts run takes --domain'),
    );
    expect(() => parseCommand(['config', 'get', 'northwind.example', '--all'])).toThrow(
      'Unknown flag --all: config get takes no flags',
    );
    expect(() => parseCommand(['seed', '--positions'])).toThrow('--positions needs a value');
    expect(() => parseCommand(['notify', '--message', '--url', '/x'])).toThrow(
      '--message needs a value',
    );
    expect(() => parseCommand(['positions', 'import', 'f.csv', '--skip-invalid=yes'])).toThrow(
      '--skip-invalid takes no value',
    );
  });

  it('reads a value that starts with one dash as a value', () => {
    expect(parseCommand(['config', 'set', 'northwind.example', 'a.b', '-9.14']).args).toEqual({
      domain: 'northwind.example',
      path: 'a.b',
      value: -9.14,
    });
    expect(parseCommand(['offers', 'cancel', '-Ab3_xyz']).args).toMatchObject({
      encId: '-Ab3_xyz',
    });
    expect(parseCommand(['seed', '--positions=12']).args).toEqual({ positions: 12 });
  });

  it('keeps the documents of an offer in the order given, --document and --review mixed', () => {
    const parsed = parseCommand([
      'offers',
      'extend',
      '--review',
      'Handbook=h.pdf',
      '--candidate',
      'x@example.com',
      '--document',
      'NDA=n.pdf',
      '--position',
      '1',
      '--letter',
      'a.pdf',
    ]);
    expect(parsed.args).toMatchObject({
      documents: [
        { name: 'Handbook', file: 'h.pdf', review: true },
        { name: 'NDA', file: 'n.pdf', review: false },
      ],
    });
  });

  it('answers help, and lists every command in it', () => {
    expect(parseCommand([]).name).toBe('help');
    expect(parseCommand(['--help']).name).toBe('help');
    expect(() => parseCommand(['positions'])).toThrow('Unknown command: positions');
    for (const command of COMMAND_AREAS.flat()) {
      expect(HELP).toContain(`\n  ${command.name}`);
    }
  });
});
