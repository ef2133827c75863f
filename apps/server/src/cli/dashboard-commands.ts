import { APPLICATION_STATUSES, type ApplicationStatus } from '@careers/contracts';
import type { Database } from '../db/database';
import {
  listApplicationsOfGroup,
  moveApplication,
} from '../modules/applications/application-status.service';
import { loadGroup } from '../modules/config/config.service';
import {
  createCareerEvent,
  listEventsOfGroup,
  registerCandidateForEvent,
} from '../modules/events/events.service';
import { scheduleInterview } from '../modules/interviews/interviews.service';
import { addReferral } from '../modules/referrals/referrals.service';

// The employer moves applications along and schedules interviews.
export const DASHBOARD_HELP = `  applications list [--domain D]         the group's applications, newest first
  applications status ID STATUS [--domain D]
                                         move an application on (the candidate is notified);
                                         STATUS is one of: ${APPLICATION_STATUSES.join(', ')}
  interviews schedule --application ID --at ISO --duration M [--link URL] [--location TEXT] [--domain D]
                                         schedule an interview (ISO: 2026-12-01T14:30:00Z or with
                                         an offset); the candidate is notified
  events create --title T --at ISO --duration M [--location TEXT] [--link URL]
                [--description TEXT] [--domain D]
                                         an event candidates can register for
  events list [--domain D]               the group's events with how many registered
  events register --event ID --candidate EMAIL [--domain D]
                                         register a candidate (who is notified)
  referrals add --candidate EMAIL --position ID --referrer NAME [--domain D]
                                         record a referral (the candidate is notified)`;

export class DashboardUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DashboardUsageError';
  }
}

export type DashboardCommand =
  | { name: 'applications list'; domain: string | undefined }
  | {
      name: 'applications status';
      domain: string | undefined;
      applicationId: string;
      status: ApplicationStatus;
    }
  | {
      name: 'interviews schedule';
      domain: string | undefined;
      applicationId: string;
      startsAt: Date;
      durationMinutes: number;
      joinUrl: string | null;
      location: string;
    }
  | {
      name: 'events create';
      domain: string | undefined;
      title: string;
      description: string;
      startsAt: Date;
      durationMinutes: number;
      joinUrl: string | null;
      location: string;
    }
  | { name: 'events list'; domain: string | undefined }
  | { name: 'events register'; domain: string | undefined; eventId: number; email: string }
  | {
      name: 'referrals add';
      domain: string | undefined;
      email: string;
      positionId: number;
      referrerName: string;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An instant with its zone: a Z or an offset, so the time is never read in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function readFlags(args: string[], allowed: string[], usage: string) {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const value = args[index + 1];
    if (!allowed.includes(name) || value === undefined || value.startsWith('--')) {
      throw new DashboardUsageError(usage);
    }
    flags.set(name, value);
    index += 1;
  }
  return { positional, flags };
}

export function isDashboardCommand(command: string | undefined): boolean {
  return ['applications', 'interviews', 'events', 'referrals'].includes(command ?? '');
}

export function parseDashboardCommand(args: string[]): DashboardCommand {
  const [command, sub, ...rest] = args;
  if (command === 'applications' && sub === 'list') {
    const usage = 'applications list [--domain D]';
    const { positional, flags } = readFlags(rest, ['domain'], usage);
    if (positional.length > 0) throw new DashboardUsageError(usage);
    return { name: 'applications list', domain: flags.get('domain') };
  }
  if (command === 'applications' && sub === 'status') {
    const usage = `applications status ID STATUS [--domain D] (STATUS: ${APPLICATION_STATUSES.join(', ')})`;
    const { positional, flags } = readFlags(rest, ['domain'], usage);
    const [id, status] = positional;
    if (!id || !status || positional.length > 2 || !UUID.test(id)) {
      throw new DashboardUsageError(usage);
    }
    const known = APPLICATION_STATUSES.find(
      (value) => value.toLowerCase() === status.trim().toLowerCase(),
    );
    if (!known) throw new DashboardUsageError(usage);
    return {
      name: 'applications status',
      domain: flags.get('domain'),
      applicationId: id,
      status: known,
    };
  }
  if (command === 'interviews' && sub === 'schedule') {
    const usage =
      'interviews schedule --application ID --at ISO --duration M [--link URL] [--location TEXT] [--domain D]';
    const { positional, flags } = readFlags(
      rest,
      ['application', 'at', 'duration', 'link', 'location', 'domain'],
      usage,
    );
    const id = flags.get('application');
    const at = flags.get('at');
    const duration = flags.get('duration');
    if (positional.length > 0 || !id || !at || !duration) throw new DashboardUsageError(usage);
    if (!UUID.test(id)) throw new DashboardUsageError("--application needs an application's id");
    if (!INSTANT.test(at) || Number.isNaN(new Date(at).getTime())) {
      throw new DashboardUsageError(
        '--at must be a date and time with its zone, e.g. 2026-12-01T14:30:00Z',
      );
    }
    if (!/^\d{1,3}$/.test(duration)) throw new DashboardUsageError('--duration must be minutes');
    return {
      name: 'interviews schedule' as const,
      domain: flags.get('domain'),
      applicationId: id,
      startsAt: new Date(at),
      durationMinutes: Number(duration),
      joinUrl: flags.get('link') ?? null,
      location: flags.get('location') ?? '',
    };
  }
  if (command === 'events') return parseEventsCommand(sub, rest);
  if (command === 'referrals' && sub === 'add') {
    const usage = 'referrals add --candidate EMAIL --position ID --referrer NAME [--domain D]';
    const { positional, flags } = readFlags(
      rest,
      ['candidate', 'position', 'referrer', 'domain'],
      usage,
    );
    const email = flags.get('candidate');
    const position = flags.get('position');
    const referrer = flags.get('referrer');
    if (positional.length > 0 || !email || !position || !referrer || !/^\d{1,9}$/.test(position)) {
      throw new DashboardUsageError(usage);
    }
    return {
      name: 'referrals add',
      domain: flags.get('domain'),
      email,
      positionId: Number(position),
      referrerName: referrer,
    };
  }
  throw new DashboardUsageError(`Unknown command: ${args.join(' ')}`);
}

function readInstant(at: string): Date {
  if (!INSTANT.test(at) || Number.isNaN(new Date(at).getTime())) {
    throw new DashboardUsageError(
      '--at must be a date and time with its zone, e.g. 2026-12-01T14:30:00Z',
    );
  }
  return new Date(at);
}

function parseEventsCommand(sub: string | undefined, rest: string[]): DashboardCommand {
  if (sub === 'create') {
    const usage =
      'events create --title T --at ISO --duration M [--location TEXT] [--link URL] [--description TEXT] [--domain D]';
    const { positional, flags } = readFlags(
      rest,
      ['title', 'at', 'duration', 'location', 'link', 'description', 'domain'],
      usage,
    );
    const title = flags.get('title');
    const at = flags.get('at');
    const duration = flags.get('duration');
    if (positional.length > 0 || !title || !at || !duration) throw new DashboardUsageError(usage);
    if (!/^\d{1,5}$/.test(duration)) throw new DashboardUsageError('--duration must be minutes');
    return {
      name: 'events create',
      domain: flags.get('domain'),
      title,
      description: flags.get('description') ?? '',
      startsAt: readInstant(at),
      durationMinutes: Number(duration),
      joinUrl: flags.get('link') ?? null,
      location: flags.get('location') ?? '',
    };
  }
  if (sub === 'list') {
    const usage = 'events list [--domain D]';
    const { positional, flags } = readFlags(rest, ['domain'], usage);
    if (positional.length > 0) throw new DashboardUsageError(usage);
    return { name: 'events list', domain: flags.get('domain') };
  }
  if (sub === 'register') {
    const usage = 'events register --event ID --candidate EMAIL [--domain D]';
    const { positional, flags } = readFlags(rest, ['event', 'candidate', 'domain'], usage);
    const event = flags.get('event');
    const email = flags.get('candidate');
    if (positional.length > 0 || !event || !email || !/^\d{1,15}$/.test(event)) {
      throw new DashboardUsageError(usage);
    }
    return { name: 'events register', domain: flags.get('domain'), eventId: Number(event), email };
  }
  throw new DashboardUsageError(`Unknown command: events ${sub ?? ''}`.trim());
}

export async function runDashboardCommand(
  db: Database,
  command: DashboardCommand,
  out: (text: string) => void,
  options: { defaultDomain: string; publicOrigin: string; now: () => Date },
): Promise<void> {
  const domain = command.domain ?? options.defaultDomain;
  const group = await loadGroup(db, domain);
  const site = { group, publicOrigin: options.publicOrigin };
  switch (command.name) {
    case 'applications list': {
      const rows = await listApplicationsOfGroup(db, group.id);
      if (rows.length === 0) out(`No applications in ${domain}.`);
      for (const row of rows) {
        out(
          `${row.id}  ${row.status.padEnd(12)}  ${row.submittedAt.toISOString().slice(0, 10)}  ${row.candidateEmail}  #${row.positionId} ${row.positionTitle}`,
        );
      }
      return;
    }
    case 'applications status': {
      const moved = await moveApplication(
        db,
        site,
        command.applicationId,
        command.status,
        options.now(),
      );
      out(
        moved.changed
          ? `Application ${moved.id} is now ${moved.status}; the candidate was notified.`
          : `Application ${moved.id} was already ${moved.status}; nothing changed.`,
      );
      return;
    }
    case 'interviews schedule': {
      const interview = await scheduleInterview(
        db,
        site,
        {
          applicationId: command.applicationId,
          startsAt: command.startsAt,
          durationMinutes: command.durationMinutes,
          joinUrl: command.joinUrl,
          location: command.location,
        },
        options.now(),
      );
      out(
        `Scheduled interview ${interview.id} at ${interview.startsAt.toISOString()} for ${interview.durationMinutes} minutes; the candidate was notified.`,
      );
      return;
    }
    case 'events create': {
      const event = await createCareerEvent(
        db,
        group,
        {
          title: command.title,
          description: command.description,
          startsAt: command.startsAt,
          durationMinutes: command.durationMinutes,
          location: command.location,
          joinUrl: command.joinUrl,
        },
        options.now(),
      );
      out(`Created event ${event.id}: ${event.title} at ${event.startsAt.toISOString()}.`);
      return;
    }
    case 'events list': {
      const rows = await listEventsOfGroup(db, group);
      if (rows.length === 0) out(`No events in ${domain}.`);
      for (const { event, registered } of rows) {
        out(
          `${event.id}  ${event.startsAt.toISOString()}  ${registered} registered  ${event.title}`,
        );
      }
      return;
    }
    case 'referrals add': {
      const id = await addReferral(
        db,
        site,
        {
          email: command.email,
          positionId: command.positionId,
          referrerName: command.referrerName,
        },
        options.now(),
      );
      out(`Recorded referral ${id}; the candidate was notified.`);
      return;
    }
    case 'events register': {
      await registerCandidateForEvent(db, site, command.email, command.eventId, options.now());
      out(`${command.email} is registered for event ${command.eventId}.`);
      return;
    }
  }
}
