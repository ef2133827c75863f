import type { Database } from '../../db/database';
import type { Candidate } from '../candidates/candidates.public';
import { showProfile } from '../profile/profile.public';
import { renderResumePdf } from './resume-pdf';
import { fullName } from './resume-pdf-model';
import { resumePdfText } from './resume-pdf-text';

// The logged-in candidate's profile as a PDF resume.

export type ExportResumeScope = {
  db: Database;
  candidate: Candidate;
  locale: string;
  // The site's primary colour, for the headings.
  accentColor: string | null;
  companyName: string;
  now: Date;
};

// Characters a file system or a download dialog may refuse.
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\p{Cf}/\\:*?"<>|]/gu;

export async function exportResume(
  scope: ExportResumeScope,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const profile = await showProfile(scope.db, scope.candidate);
  const text = resumePdfText(scope.locale);
  const bytes = await renderResumePdf(profile, {
    text,
    accentColor: scope.accentColor,
    creator: scope.companyName,
    now: scope.now,
  });
  const name = fullName(profile).replace(UNSAFE_IN_FILE_NAME, ' ').trim();
  return { fileName: name === '' ? `${text.resume}.pdf` : `${text.resume} - ${name}.pdf`, bytes };
}
