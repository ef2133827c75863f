import { readFile } from 'node:fs/promises';
import { FORM_ID_PATTERN } from '@careers/contracts';
import {
  FormFileError,
  assignApplicationForm,
  assignForm,
  importForm,
} from '../../modules/forms/forms.public';
import { POSITION_ID, readDay } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { ImportRefused, UsageError } from '../errors';

const FORMS_ASSIGN_USAGE =
  'forms assign --candidate EMAIL --form ID [--due YYYY-MM-DD] [--domain D], or --position ID --form ID|default';

function parseFormJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`${file} is not valid JSON`);
  }
}

export const formsCommands = [
  defineCommand({
    name: 'forms import',
    help: [
      {
        usage: 'forms import FILE [--domain D]',
        about: [
          'import a form definition (.json: id, title, layout, isPublic,',
          'embedUrl, sections); the same id again is a new version',
        ],
      },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      const [file] = positionals;
      if (!file || positionals.length > 1) throw new UsageError('forms import FILE [--domain D]');
      return { file, domain: flags.domain };
    },
    run: async (context, { file, domain }) => {
      const { group } = await siteOf(context, domain);
      const text = await readFile(file, 'utf8').catch(() => {
        throw new UsageError(`Cannot read ${file}`);
      });
      const form = await importForm(
        context.db,
        group.id,
        parseFormJson(text, file),
        context.now(),
      ).catch((error: unknown) => {
        // Every problem of the file, one per line; nothing was written.
        throw error instanceof FormFileError ? new ImportRefused(error.message) : error;
      });
      context.out(`Imported form ${form.id}, version ${form.version}, into ${group.domain}.`);
    },
  }),
  defineCommand({
    name: 'forms assign',
    help: [
      {
        usage: 'forms assign --candidate EMAIL --form ID [--due YYYY-MM-DD] [--domain D]',
        about: [
          'give a candidate a form to fill in (forms center; they are',
          'notified); again moves the due date',
        ],
      },
      {
        usage: 'forms assign --position ID --form ID|default [--domain D]',
        about: [
          "the form a position's apply page shows (default: the",
          "site's, pcsxConfig.applyConfig.applicationFormId)",
        ],
      },
    ],
    flags: {
      candidate: { type: 'string' },
      position: { type: 'string' },
      form: { type: 'string' },
      due: { type: 'string' },
      ...DOMAIN_FLAG,
    },
    parse: ({ positionals, flags }) => {
      const email = flags.candidate?.trim().toLowerCase();
      const { position, form: formId, due } = flags;
      if (positionals.length > 0 || !formId || (email === undefined) === (position === undefined)) {
        throw new UsageError(FORMS_ASSIGN_USAGE);
      }
      if (email !== undefined && !email.includes('@')) {
        throw new UsageError('--candidate needs an e-mail address');
      }
      if (position !== undefined && !POSITION_ID.test(position)) {
        throw new UsageError("--position needs a position's number");
      }
      if (position !== undefined && due !== undefined)
        throw new UsageError('--due is for a candidate');
      if (formId !== 'default' && !FORM_ID_PATTERN.test(formId)) {
        throw new UsageError('--form needs a form id');
      }
      if (formId === 'default' && position === undefined) {
        throw new UsageError('--form default is for a position');
      }
      return {
        domain: flags.domain,
        formId,
        email,
        positionId: position === undefined ? undefined : Number(position),
        dueAt: readDay('--due', due),
      };
    },
    run: async (context, { domain, formId, email, positionId, dueAt }) => {
      const { domain: name, group, site } = await siteOf(context, domain);
      if (positionId !== undefined) {
        const applicationFormId = formId === 'default' ? null : formId;
        await assignApplicationForm(context.db, group.id, positionId, applicationFormId);
        context.out(
          `Position ${positionId} now asks with ${applicationFormId ?? "the site's application form"}.`,
        );
        return;
      }
      await assignForm(context.db, site, {
        email: email ?? '',
        formId,
        dueAt,
        now: context.now(),
      });
      context.out(`Gave ${formId} to ${email ?? ''} in ${name}.`);
    },
  }),
];
