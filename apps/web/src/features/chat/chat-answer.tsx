import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import type { ChatAnswer, ChatSearch } from '@careers/contracts/chat';
import type { PositionLite } from '@careers/contracts/search';
import { useBootData } from '../../shared/boot/boot-data-context';
import { formatSalary } from '../../shared/format-position';
import { useFormat } from '../../shared/i18n/format';
import { departmentAtPlace } from '../../shared/position-summary';
import { ResumeUploadButton } from '../../shared/resume/resume-upload-button';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { chatSearchParams } from './chat-search-params';
import { SaveSearchButton } from './save-search-button';

const LINK = `font-medium text-primary underline-offset-2 hover:underline ${FOCUS_RING}`;

type CardsProps = { positions: readonly PositionLite[]; search: ChatSearch | null };

// Each job opens on the search page beside the chat — within the chat's search when there is
// one, so the list shows what the chat found.
export function JobCards({ positions, search }: CardsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  return (
    <ul className="flex flex-col gap-2">
      {positions.map((position) => (
        <li key={position.id} className="rounded-brand border border-ink/10 bg-surface p-3">
          <Link
            href={internalLink('/careers', {
              ...(search ? chatSearchParams(search) : {}),
              pid: String(position.id),
            })}
            className={LINK}
          >
            <span dir="auto">{position.name}</span>
          </Link>
          <p className="text-xs text-ink/70" dir="auto">
            {departmentAtPlace(position, t)}
          </p>
          {position.salary ? (
            <p className="text-xs text-ink/70">{formatSalary(position.salary, format, t)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SearchSummary({ search }: { search: ChatSearch }) {
  const { t } = useTranslation();
  const format = useFormat();
  const parts = [
    search.query ? t('chat.quoted', { text: search.query }) : '',
    search.department ?? '',
    search.location,
    search.remote ? t('search.remote') : '',
    ...search.seniority.map((level) => t(`search.seniority.${level}`)),
    ...search.employmentType.map((type) => t(`search.employmentType.${type}`)),
    search.minPay
      ? t('chat.payAtLeast', {
          amount: search.minPay.currency
            ? format.number(search.minPay.amount, {
                style: 'currency',
                currency: search.minPay.currency,
                maximumFractionDigits: 0,
              })
            : format.number(search.minPay.amount),
        })
      : '',
  ].filter((part) => part !== '');
  if (parts.length === 0) return null;
  return (
    <p className="text-xs text-ink/70">
      {t('chat.searchedFor', { what: format.list(parts, 'unit') })}
    </p>
  );
}

function PositionFact({ answer }: { answer: Extract<ChatAnswer, { kind: 'positionFact' }> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { position } = answer;
  const title = position.name;
  const places = format.list(
    position.locations.length > 0 ? position.locations : [position.location],
  );
  switch (answer.topic) {
    case 'pay':
      return position.salary
        ? t('chat.fact.pay', { title, pay: formatSalary(position.salary, format, t) })
        : t('chat.fact.payUnknown', { title });
    case 'location':
      return position.isRemote
        ? t('chat.fact.locationRemote', { title, places })
        : t('chat.fact.location', { title, places });
    case 'remote':
      if (position.isRemote) return t('chat.fact.remoteYes', { title });
      return position.workLocationOption === 'hybrid'
        ? t('chat.fact.remoteHybrid', { title, places })
        : t('chat.fact.remoteNo', { title, places });
    case 'skills':
      return position.skills.length > 0
        ? t('chat.fact.skills', { title, skills: format.list(position.skills) })
        : t('chat.fact.skillsUnknown', { title });
    case 'employmentType':
      return t('chat.fact.employmentType', {
        title,
        type: t(`search.employmentType.${position.employmentType}`),
      });
    case 'seniority':
      return t('chat.fact.seniority', {
        title,
        level: t(`search.seniority.${position.seniority}`),
      });
  }
}

type Props = { answer: ChatAnswer; onSend: (text: string) => void };

// The offline assistant's answers, worded here in the page's language.
export function ChatAnswerView({ answer, onSend }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const { isLoggedIn, configs } = useBootData();
  const runLoggedIn = useLoggedInAction(['jobs']);
  const logIn = (
    <Button
      variant="secondary"
      className="min-h-9 self-start px-3 py-1 text-sm"
      onPress={() => {
        runLoggedIn(() => Promise.resolve());
      }}
    >
      {t('chat.logIn')}
    </Button>
  );
  switch (answer.kind) {
    case 'results':
      return (
        <div className="flex flex-col gap-2">
          <p>{t('chat.results', { total: format.number(answer.count) })}</p>
          <SearchSummary search={answer.search} />
          <JobCards positions={answer.positions} search={answer.search} />
          <Link
            href={internalLink('/careers', chatSearchParams(answer.search))}
            className={`self-start text-sm ${LINK}`}
          >
            {t('chat.seeAll')}
          </Link>
        </div>
      );
    case 'noResults':
      return (
        <div className="flex flex-col gap-1">
          <p>{t('chat.noResults')}</p>
          <SearchSummary search={answer.search} />
        </div>
      );
    case 'clarify':
      return (
        <div className="flex flex-col gap-2">
          <p>{t('chat.clarify')}</p>
          {answer.suggestions.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('chat.suggestions')}>
              {answer.suggestions.map((department) => (
                <li key={department}>
                  <Button
                    variant="secondary"
                    className="min-h-9 rounded-full px-3 py-1 text-sm"
                    onPress={() => {
                      onSend(department);
                    }}
                  >
                    <span dir="auto">{department}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    case 'positionFact':
      return (
        <p>
          <PositionFact answer={answer} />
        </p>
      );
    case 'noPosition':
      return <p>{t('chat.noPosition')}</p>;
    case 'match':
      return (
        <div className="flex flex-col gap-1">
          <p>
            {t('chat.match', {
              title: answer.position.name,
              score: answer.match.score === null ? '–' : format.number(answer.match.score),
            })}
            {answer.match.isStrongMatch ? ` ${t('chat.strongMatch')}` : ''}
          </p>
          {answer.match.matchedSkills.length > 0 ? (
            <p className="text-sm">
              {t('chat.matched', { skills: format.list(answer.match.matchedSkills) })}
            </p>
          ) : null}
          {answer.match.missingSkills.length > 0 ? (
            <p className="text-sm">
              {t('chat.missing', { skills: format.list(answer.match.missingSkills) })}
            </p>
          ) : null}
          <p className="text-xs text-ink/70">{t('chat.matchMore')}</p>
        </div>
      );
    case 'matchTurnedOff':
      return (
        <div className="flex flex-col gap-2">
          <p>{t('chat.matchTurnedOff')}</p>
          <Link
            href={internalLink('/careers/settings')}
            className={`self-start font-medium text-primary underline underline-offset-4 ${FOCUS_RING}`}
          >
            {t('chat.toSettings')}
          </Link>
        </div>
      );
    case 'matchNeedsLogin':
      return (
        <div className="flex flex-col gap-2">
          <p>{t('chat.matchNeedsLogin')}</p>
          {configs.loginSignupConfig.candidateLoginEnabled ? logIn : null}
        </div>
      );
    case 'uploadResume': {
      const types = format.list(
        answer.allowedTypes.map((type) => type.toUpperCase()),
        'disjunction',
      );
      return (
        <div className="flex flex-col gap-2">
          <p>{t('chat.uploadResume', { types })}</p>
          {isLoggedIn ? (
            <ResumeUploadButton className="self-start" />
          ) : configs.loginSignupConfig.candidateLoginEnabled ? (
            logIn
          ) : null}
        </div>
      );
    }
    case 'saveAlert':
      if (!answer.enabled) return <p>{t('chat.alertsOff')}</p>;
      if (!answer.search) return <p>{t('chat.alertNeedsSearch')}</p>;
      return (
        <div className="flex flex-col gap-2">
          <p>{t('chat.alertOffer')}</p>
          <SearchSummary search={answer.search} />
          <SaveSearchButton search={answer.search} />
        </div>
      );
    case 'cart':
      return answer.positions.length === 0 ? (
        <p>{t('chat.cartEmpty')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p>{t('chat.cart')}</p>
          <JobCards positions={answer.positions} search={null} />
        </div>
      );
    case 'greeting':
      return <p>{t('chat.hello')}</p>;
    case 'help':
      return <p>{t('chat.help')}</p>;
  }
}
