import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { useLoginPrompt } from '../../shared/session/login-prompt';
import { Card } from '../../shared/ui/card';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { Link } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { ResumeUploadButton } from '../../shared/resume/resume-upload-button';
import { MatchExplanation } from './match-explanation';
import { useMatchDetails } from './api/use-match-details';
import type { Profile } from '@careers/contracts/profile';

const LINK = `font-medium text-primary underline-offset-4 hover:underline ${FOCUS_RING}`;

// How the skills on the candidate's profile meet the skills the job asks for, with the evidence
// named (docs/product/match-and-chat.md); a visitor is invited to log in to see it.
export function PositionMatch({
  positionId,
  headingLevel,
  onResumeUploaded,
}: {
  positionId: string;
  // One below the position's title: 2 on the job page, 3 beside the search results.
  headingLevel: 2 | 3;
  onResumeUploaded?: ((candidate: Profile) => void) | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const boot = useBootData();
  const prompt = useLoginPrompt();
  const internalLink = useInternalLink();
  const { data } = useMatchDetails(positionId, boot.isLoggedIn);
  const headingId = `match-${positionId}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const frame = (children: ReactNode) => (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="font-semibold">
        {t('match.title')}
      </Heading>
      {children}
    </Card>
  );
  if (!boot.isLoggedIn) {
    if (!boot.configs.loginSignupConfig.candidateLoginEnabled) return null;
    return frame(
      <>
        <p className="text-sm text-ink/75">{t('match.logInToSee')}</p>
        <Button
          variant="secondary"
          className="self-start"
          onPress={() => {
            prompt.open();
          }}
        >
          {t('match.logIn')}
        </Button>
      </>,
    );
  }
  if (data?.turnedOff) {
    return frame(
      <>
        <p className="text-sm">{t('match.turnedOff')}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={internalLink('/careers/settings')} className={LINK}>
            {t('match.turnOn')}
          </Link>
          <Link href={internalLink('/careers/automation')} className={LINK}>
            {t('match.automation')}
          </Link>
        </p>
      </>,
    );
  }
  const match = data?.match;
  if (!match) return null;
  if (match.profileSkillCount === 0) {
    return frame(
      <>
        <p className="text-sm">{t('match.noSkills')}</p>
        <ResumeUploadButton className="self-start" onUploaded={onResumeUploaded} />
      </>,
    );
  }
  if (match.score === null) return frame(<p className="text-sm">{t('match.nothingToMatch')}</p>);
  return frame(
    <>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-2xl font-semibold text-primary">
          {t('match.score', { score: format.number(match.score, { maximumFractionDigits: 1 }) })}
        </span>
        {match.isStrongMatch ? (
          <span className="rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('match.strong')}
          </span>
        ) : null}
      </p>
      <MatchExplanation match={match} />
    </>,
  );
}
