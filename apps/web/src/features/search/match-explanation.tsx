import { useState } from 'react';
import {
  Disclosure,
  DisclosurePanel,
  Form,
  Heading,
  Input,
  Label,
  NumberField,
} from 'react-aria-components';
import { Link } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Match, MatchFactor } from '@careers/contracts/match-details';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { Button, FOCUS_RING, UnstyledButton } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { MatchingRules } from './matching-rules';
import { useFetchProfile } from '../profile/api/use-profile';
import { preferencesWithYears, skillIndex, useMatchCorrection } from './use-match-corrections';

type FactorOf<Name extends MatchFactor['factor']> = Extract<MatchFactor, { factor: Name }>;

const CHIP = `inline-flex min-h-8 items-center gap-1 rounded-full border px-3 py-1 text-sm ${FOCUS_RING}`;

// Each matched skill can be taken off the profile, each missing one added.
function SkillChips({ match }: { match: Match }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const correct = useMatchCorrection();
  const fetchProfile = useFetchProfile();
  const remove = async (skill: string) => {
    const index = skillIndex(await fetchProfile(), skill);
    if (index >= 0) {
      correct.mutate({
        body: { domain, opSection: 'skills', operation: 'delete', opData: { index } },
      });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {match.matchedSkills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('match.yourSkills')}>
          {match.matchedSkills.map((skill) => (
            <li key={skill}>
              <UnstyledButton
                className={`${CHIP} border-primary/40 bg-primary/5`}
                isDisabled={correct.isPending}
                aria-label={t('match.removeSkill', { skill })}
                onPress={() => void remove(skill)}
              >
                <span aria-hidden="true">✓</span> {skill} <span aria-hidden="true">×</span>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      ) : null}
      {match.missingSkills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('match.missingSkills')}>
          {match.missingSkills.map((skill) => (
            <li key={skill}>
              <UnstyledButton
                className={`${CHIP} border-dashed border-ink/30`}
                isDisabled={correct.isPending}
                aria-label={t('match.addSkill', { skill })}
                onPress={() => {
                  correct.mutate({
                    body: {
                      domain,
                      opSection: 'skills',
                      operation: 'add',
                      opData: { value: skill },
                    },
                  });
                }}
              >
                <span aria-hidden="true">+</span> {skill}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-ink/65">{t('match.correctHint')}</p>
    </div>
  );
}

// Requirements met by a related skill, grouped by the candidate's skill that relates them.
function relatedBy(related: FactorOf<'skills'>['related']): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const { required, via } of related) groups.set(via, [...(groups.get(via) ?? []), required]);
  return [...groups];
}

function SkillsSentence({ match, factor }: { match: Match; factor: FactorOf<'skills'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = match.matchedSkills.length + match.missingSkills.length;
  return (
    <>
      <p className="text-sm">
        {match.matchedSkills.length > 0
          ? t('match.matched', {
              count: total,
              matched: format.number(match.matchedSkills.length),
              formatted: format.number(total),
              skills: format.list(match.matchedSkills),
            })
          : t('match.noneMatched', { count: total, formatted: format.number(total) })}
      </p>
      {relatedBy(factor.related).map(([via, required]) => (
        <p key={via} className="text-sm text-ink/75">
          {t('match.related', { via, skills: format.list(required) })}
        </p>
      ))}
    </>
  );
}

// The years counted: confirmed as they are, given by the candidate, or worked out from their jobs
// again.
function YearsCorrection({ factor }: { factor: FactorOf<'experience'> }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const correct = useMatchCorrection();
  const fetchProfile = useFetchProfile();
  const [editing, setEditing] = useState(false);
  const [years, setYears] = useState(factor.years);
  const save = async (value: number | null) => {
    const preferences = preferencesWithYears(await fetchProfile(), value);
    correct.mutate(
      {
        body: {
          domain,
          opSection: 'job_preferences',
          operation: 'edit',
          opData: { value: preferences },
        },
      },
      {
        onSuccess: () => {
          setEditing(false);
        },
      },
    );
  };
  const small = 'min-h-8 px-3 py-1 text-sm';
  if (editing) {
    return (
      <Form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save(Number.isNaN(years) ? null : years);
        }}
      >
        <NumberField
          value={years}
          onChange={setYears}
          minValue={0}
          maxValue={60}
          step={0.5}
          className="flex flex-col gap-1"
        >
          <Label className="text-sm font-medium">{t('match.yearsLabel')}</Label>
          <Input className="min-h-8 w-24 rounded-brand border border-ink/30 bg-surface px-2 py-1 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-accent" />
        </NumberField>
        <Button type="submit" className={small} isDisabled={correct.isPending}>
          {t('match.yearsSave')}
        </Button>
        <Button
          variant="ghost"
          className={small}
          onPress={() => {
            setEditing(false);
          }}
        >
          {t('match.yearsCancel')}
        </Button>
      </Form>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {factor.stated ? null : (
        <Button
          variant="secondary"
          className={small}
          isDisabled={correct.isPending}
          onPress={() => void save(factor.years)}
        >
          {t('match.yearsRight')}
        </Button>
      )}
      <Button
        variant="secondary"
        className={small}
        onPress={() => {
          setYears(factor.years);
          setEditing(true);
        }}
      >
        {t('match.yearsChange')}
      </Button>
      {factor.stated ? (
        <Button
          variant="ghost"
          className={small}
          isDisabled={correct.isPending}
          onPress={() => void save(null)}
        >
          {t('match.yearsFromJobs')}
        </Button>
      ) : null}
    </div>
  );
}

function ExperienceSentence({ factor }: { factor: FactorOf<'experience'> }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  const format = useFormat();
  const duration = (value: number) =>
    format.number(value, {
      style: 'unit',
      unit: 'year',
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    });
  const seniority = t(`search.seniority.${factor.seniority}`);
  if (factor.expectedYears === 0) {
    return <p className="text-sm">{t('match.experienceAny', { seniority })}</p>;
  }
  const met = factor.value >= 1;
  const sentence = factor.stated
    ? met
      ? 'match.experienceStatedMet'
      : 'match.experienceStatedShort'
    : met
      ? 'match.experienceMet'
      : 'match.experienceShort';
  return (
    <>
      <p className="text-sm">
        {t(sentence, {
          years: duration(factor.years),
          expected: duration(factor.expectedYears),
          seniority,
        })}{' '}
        {!factor.stated && factor.relevantYears < factor.years
          ? `${t('match.experienceRelevant', { relevant: duration(factor.relevantYears) })} `
          : null}
        {factor.stated ? null : (
          <Link
            href={internalLink('/careers/profile#profile-experience')}
            className={`text-primary underline underline-offset-4 ${FOCUS_RING}`}
          >
            {t('match.checkExperience')}
          </Link>
        )}
      </p>
      <YearsCorrection factor={factor} />
    </>
  );
}

function EducationSentence({ factor }: { factor: FactorOf<'education'> }) {
  const { t } = useTranslation();
  const required = t(`profile.degree.${factor.required}`);
  if (factor.experienceInstead) {
    return <p className="text-sm">{t('match.educationByExperience', { required })}</p>;
  }
  if (factor.have === null) {
    return <p className="text-sm">{t('match.educationNone', { required })}</p>;
  }
  return (
    <p className="text-sm">
      {t(factor.value >= 1 ? 'match.educationMet' : 'match.educationShort', {
        required,
        have: t(`profile.degree.${factor.have}`),
      })}
    </p>
  );
}

function LocationSentence({ factor }: { factor: FactorOf<'location'> }) {
  const { t } = useTranslation();
  return <p className="text-sm">{t(`match.location.${factor.reason}`, { place: factor.place })}</p>;
}

// The score explained factor by factor, in words a candidate understands, and how matching works in
// plain words.
export function MatchExplanation({ match }: { match: Match }) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {match.factors.map((factor) => (
          <li key={factor.factor} className="flex flex-col gap-1.5">
            <p className="flex items-baseline justify-between gap-2 text-sm font-medium">
              <span>{t(`match.factor.${factor.factor}`)}</span>
              <span className="text-xs font-normal text-ink/65">
                {t('match.weight', {
                  weight: format.number(factor.weight, { style: 'percent' }),
                })}
              </span>
            </p>
            <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-ink/10">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.round(factor.value * 100)}%` }}
              />
            </div>
            {factor.factor === 'skills' ? (
              <>
                <SkillsSentence match={match} factor={factor} />
                <SkillChips match={match} />
              </>
            ) : factor.factor === 'experience' ? (
              <ExperienceSentence factor={factor} />
            ) : factor.factor === 'education' ? (
              <EducationSentence factor={factor} />
            ) : (
              <LocationSentence factor={factor} />
            )}
          </li>
        ))}
      </ul>
      <Disclosure className="group rounded-brand bg-ink/5 px-3 py-2">
        <Heading className="m-0 text-sm font-medium">
          <UnstyledButton slot="trigger" className={`flex w-full items-center gap-2 ${FOCUS_RING}`}>
            <span
              aria-hidden="true"
              className="inline-block transition-transform group-data-[expanded]:rotate-90 rtl:-scale-x-100"
            >
              ›
            </span>
            {t('match.howItWorks')}
          </UnstyledButton>
        </Heading>
        <DisclosurePanel className="flex flex-col gap-2 pt-2 text-sm text-ink/80">
          <MatchingRules />
          <Link
            href={internalLink('/careers/how-matching-works')}
            className={`self-start font-medium text-primary underline-offset-4 hover:underline ${FOCUS_RING}`}
          >
            {t('match.readMore')}
          </Link>
          <Link
            href={internalLink('/careers/automation')}
            className={`self-start font-medium text-primary underline-offset-4 hover:underline ${FOCUS_RING}`}
          >
            {t('match.automation')}
          </Link>
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}
