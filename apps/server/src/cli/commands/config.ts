import { getConfigValue, setConfigValue } from '../../modules/config/config.public';
import { defineCommand } from '../command';
import { UsageError } from '../errors';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`Not valid JSON: ${text} (strings need quotes, e.g. '"text"')`);
  }
}

export const configCommands = [
  defineCommand({
    name: 'config get',
    help: [
      {
        usage: 'config get <domain> [path]',
        about: ["print a group's config, or one value (e.g. pcsxConfig.branding.theme)"],
      },
    ],
    parse: ({ positionals }) => {
      const [domain, path] = positionals;
      if (!domain || positionals.length > 2) throw new UsageError('config get <domain> [path]');
      return { domain, path: path ?? '' };
    },
    run: async ({ db, out }, { domain, path }) => {
      out(JSON.stringify((await getConfigValue(db, domain, path)) ?? null, null, 2));
    },
  }),
  defineCommand({
    name: 'config set',
    help: [
      {
        usage: 'config set <domain> <path> <json>',
        about: ['set one value; the whole section is validated first'],
      },
    ],
    parse: ({ positionals }) => {
      const [domain, path, json] = positionals;
      if (!domain || !path || json === undefined || positionals.length > 3) {
        throw new UsageError('config set <domain> <path> <json>');
      }
      return { domain, path, value: parseJson(json) };
    },
    run: async ({ db, out }, { domain, path, value }) => {
      await setConfigValue(db, domain, path, value);
      out(`Set ${path} for ${domain}.`);
    },
  }),
];
