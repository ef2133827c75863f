import type { CandidateScope } from '../auth/auth.public';
import { showProfile } from '../profile/profile.public';
import { renderResumePdf } from './resume-pdf';
import { fullName } from './resume-pdf-model';
import { resumePdfText } from './resume-pdf-text';

// The logged-in candidate's profile as a PDF resume, in the scope's language.

// Characters a file system or a download dialog may refuse.
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\p{Cf}/\\:*?"<>|]/gu;

export async function exportResume(
  scope: CandidateScope,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const profile = await showProfile(scope.db, scope.candidate);
  const text = resumePdfText(scope.locale);
  const bytes = await renderResumePdf(profile, {
    text,
    // The site's primary colour, for the headings.
    accentColor: scope.group.configs.pcsxConfig.branding.theme.primaryColor,
    creator: scope.group.companyName,
    now: scope.now,
  });
  const name = fullName(profile).replace(UNSAFE_IN_FILE_NAME, ' ').trim();
  return { fileName: name === '' ? `${text.resume}.pdf` : `${text.resume} - ${name}.pdf`, bytes };
}
