import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  describePositionFileLine,
  importPositions,
  archivePositionById,
  showPosition,
} from '../../modules/positions/positions.public';
import { POSITION_ID } from '../arguments';
import { defineCommand, DOMAIN_FLAG } from '../command';
import { ImportRefused, UsageError } from '../errors';

const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

// `positions archive ID`, `positions show ID`: the one argument, a position's number.
function readPositionId(sub: string, positionals: readonly string[]): number {
  const [id] = positionals;
  if (!id || positionals.length > 1 || !POSITION_ID.test(id)) {
    throw new UsageError(`positions ${sub} ID (a position's number)`);
  }
  return Number(id);
}

export const positionsCommands = [
  defineCommand({
    name: 'positions import',
    help: [
      {
        usage: 'positions import FILE [--domain D] [--skip-invalid]',
        about: [
          'import schema.org JobPostings (.json) or CSV rows (.csv);',
          'updates positions with the same identifier; a file with',
          'bad rows writes nothing unless --skip-invalid',
        ],
      },
    ],
    flags: { 'skip-invalid': { type: 'boolean' }, ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      const [file] = positionals;
      if (!file || positionals.length > 1) {
        throw new UsageError('positions import FILE [--domain D] [--skip-invalid]');
      }
      return { file, domain: flags.domain, skipInvalid: flags['skip-invalid'] === true };
    },
    run: async ({ db, defaultDomain, now, out }, { file, domain, skipInvalid }) => {
      const size = await stat(file).then(
        (info) => info.size,
        () => {
          throw new UsageError(`Cannot read ${file}`);
        },
      );
      if (size > MAX_IMPORT_BYTES) throw new UsageError(`${file} is over 50 MB`);
      const report = await importPositions(
        db,
        domain ?? defaultDomain,
        { text: await readFile(file, 'utf8'), name: basename(file) },
        { skipInvalid, now: now() },
      );
      for (const error of report.errors) {
        out(`${describePositionFileLine(report.format, error.line)}: ${error.message}`);
      }
      if (report.errors.length > 0 && !skipInvalid) {
        throw new ImportRefused(
          `${report.errors.length} bad row(s); nothing was imported. Fix them, or pass --skip-invalid to import the good rows.`,
        );
      }
      out(`Imported ${report.imported} positions; skipped ${report.skipped}.`);
    },
  }),
  defineCommand({
    name: 'positions archive',
    help: [{ usage: 'positions archive ID', about: ['close a position (its link answers 410)'] }],
    parse: ({ positionals }) => readPositionId('archive', positionals),
    run: async ({ db, now, out }, id) => {
      await archivePositionById(db, id, now());
      out(`Archived position ${id}.`);
    },
  }),
  defineCommand({
    name: 'positions show',
    help: [{ usage: 'positions show ID', about: ['print a position and its link'] }],
    parse: ({ positionals }) => readPositionId('show', positionals),
    run: async ({ db, out }, id) => {
      out(JSON.stringify(await showPosition(db, id), null, 2));
    },
  }),
];
