import { POSITION_CSV_HEADER_DOC } from '../../modules/positions/positions.public';
import { defineCommand } from '../command';

// `help` (also `--help`, or no command at all). Its notes close the first part of the help; the
// commands listed after them follow the CSV columns.
export const helpCommands = [
  defineCommand({
    name: 'help',
    help: [
      {
        usage: 'help',
        about: ['show this text'],
        notes: `Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data).

${POSITION_CSV_HEADER_DOC}`,
      },
    ],
    parse: () => undefined,
    run: ({ help, out }) => {
      out(help);
    },
  }),
];
