import {
  EMAIL_CATEGORIES,
  type EmailCategory,
  type Locale,
  type Settings,
} from '@careers/contracts';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import { findCandidateById } from '../candidates/candidates.public';
import { countCandidateJobAlerts, updateCandidateSettings } from './settings.repository';

// The candidate's settings (/careers/settings).

export async function showSettings(scope: CandidateScope): Promise<Settings> {
  const { db, group } = scope;
  const candidateId = scope.candidate.id;
  const [candidate, jobAlerts] = await Promise.all([
    findCandidateById(db, group.id, candidateId),
    countCandidateJobAlerts(db, group.id, candidateId),
  ]);
  if (!candidate) throw new AppError('not_found', 'Not found');
  return {
    language: candidate.language as Locale,
    notifyByEmail: candidate.notifyByEmail,
    // In the page's order; a category that no longer exists is left out.
    mutedEmailCategories: EMAIL_CATEGORIES.filter((category) =>
      candidate.mutedEmailCategories.includes(category),
    ),
    jobAlerts,
    matchScores: candidate.matchScores,
  };
}

export async function updateSettings(
  scope: CandidateScope,
  input: {
    language?: Locale;
    notifyByEmail?: boolean;
    mutedEmailCategories?: EmailCategory[] | undefined;
    matchScores?: boolean | undefined;
  },
): Promise<Settings> {
  const { db, group, candidate } = scope;
  const languages: readonly string[] = group.configs.supportedLanguages;
  if (input.language !== undefined && !languages.includes(input.language)) {
    const message = 'This site is not offered in that language.';
    throw new AppError('validation_failed', message, { fieldErrors: { language: message } });
  }
  // The change and the settings it answers with are one transaction: the answer is what was
  // written.
  return db.transaction(async (tx) => {
    await updateCandidateSettings(tx, group.id, candidate.id, {
      ...(input.language === undefined ? {} : { language: input.language }),
      ...(input.notifyByEmail === undefined ? {} : { notifyByEmail: input.notifyByEmail }),
      ...(input.mutedEmailCategories === undefined
        ? {}
        : { mutedEmailCategories: input.mutedEmailCategories }),
      ...(input.matchScores === undefined ? {} : { matchScores: input.matchScores }),
    });
    return showSettings({ ...scope, db: tx });
  });
}
