import { APPLICATION_STATUSES, INTERVIEW_DURATION_MAX_MINUTES } from '@careers/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import {
  offerInterviewSlots,
  type EmployerSite,
  type OfferedInterview,
  type SlotOffer,
} from './interview-offers.service';
import { readEvery, windowTimes } from './slot-times';

// `careers interviews import FILE.json`: what an applicant tracking system exports, the same
// offers `offer-slots` makes, all in one transaction (docs/employer-cli.md, "Interview times from
// a file").

const INSTANT = z.iso.datetime({ offset: true, error: 'Must be a date and time with its zone' });

const OfferSchema = z
  .strictObject({
    application: z.uuid('Must be an application id').optional(),
    position: z.number().int().min(1).optional(),
    stage: z.enum(APPLICATION_STATUSES).optional(),
    slots: z.array(INSTANT).max(1000).optional(),
    window: z.strictObject({ from: INSTANT, to: INSTANT, every: z.string().max(10) }).optional(),
    duration: z.number().int().min(1).max(INTERVIEW_DURATION_MAX_MINUTES),
    interviewers: z.array(z.string().trim().min(1)).default([]),
    timeZone: z.string().default('UTC'),
    location: z.string().default(''),
    link: z.string().nullable().default(null),
    bookBy: z.union([INSTANT, z.iso.date()]).nullable().default(null),
  })
  .refine((offer) => (offer.application === undefined) !== (offer.position === undefined), {
    error: 'Give either "application" or "position" with "stage"',
  })
  .refine((offer) => offer.position === undefined || offer.stage !== undefined, {
    error: '"position" needs a "stage"',
  })
  .refine((offer) => (offer.slots === undefined) !== (offer.window === undefined), {
    error: 'Give either "slots" or "window"',
  });

const InterviewImportSchema = z.strictObject({
  offers: z.array(OfferSchema).min(1).max(500),
});

type ImportedOffer = z.infer<typeof OfferSchema>;

function toSlotOffer(offer: ImportedOffer, index: number): SlotOffer {
  let starts: Date[];
  if (offer.window) {
    const every = readEvery(offer.window.every);
    const times =
      every === null
        ? null
        : windowTimes(
            new Date(offer.window.from),
            new Date(offer.window.to),
            every,
            offer.duration,
          );
    if (!times) {
      throw new AppError(
        'validation_failed',
        `offers[${index}].window: "every" must be like 30m or 1h, and the window hold at most the times one offer can.`,
      );
    }
    starts = times;
  } else {
    starts = (offer.slots ?? []).map((time) => new Date(time));
  }
  return {
    target: offer.application
      ? { applicationId: offer.application }
      : { positionId: offer.position ?? 0, stage: offer.stage ?? 'Submitted' },
    slots: starts.map((startsAt) => ({ startsAt, durationMinutes: offer.duration })),
    interviewers: offer.interviewers,
    interviewerTimeZone: offer.timeZone,
    location: offer.location,
    joinUrl: offer.link,
    bookBy: offer.bookBy
      ? new Date(/T/.test(offer.bookBy) ? offer.bookBy : `${offer.bookBy}T23:59:59Z`)
      : null,
  };
}

// The file's offers, checked; a problem names its place in the file.
export function readInterviewImport(json: unknown): SlotOffer[] {
  const parsed = InterviewImportSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`,
    );
    throw new AppError('validation_failed', problems.slice(0, 10).join('\n'));
  }
  return parsed.data.offers.map(toSlotOffer);
}

export async function importInterviewOffers(
  db: Database,
  site: EmployerSite,
  offers: readonly SlotOffer[],
  now: Date,
): Promise<OfferedInterview[]> {
  return db.transaction(async (tx) => {
    const made: OfferedInterview[] = [];
    for (const [index, offer] of offers.entries()) {
      try {
        made.push(...(await offerInterviewSlots(tx, site, offer, now)));
      } catch (error) {
        if (error instanceof AppError) {
          throw new AppError(error.code, `offers[${index}]: ${error.message}`);
        }
        throw error;
      }
    }
    return made;
  });
}
