import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import { useBootData } from '../../shared/boot/boot-data-context';
import { FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { MatchingRules } from './matching-rules';

const LINK = `font-medium text-primary underline-offset-4 hover:underline ${FOCUS_RING}`;

/**
 * The page that says, in plain words, how a match is worked out — what counts, how much, what is
 * never used, and how the candidate corrects it.
 */
export function HowMatchingWorks() {
  const { t } = useTranslation();
  const { companyName } = useBootData();
  const internalLink = useInternalLink();
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('match.howItWorks')}</h1>
        <p className="text-lg text-ink/80">{t('match.page.intro', { company: companyName })}</p>
      </header>
      <section aria-labelledby="matching-counts" className="flex flex-col gap-3">
        <h2 id="matching-counts" className="text-xl font-semibold">
          {t('match.page.whatCounts')}
        </h2>
        <MatchingRules />
        <p>{t('match.page.score')}</p>
      </section>
      <section aria-labelledby="matching-correct" className="flex flex-col gap-3">
        <h2 id="matching-correct" className="text-xl font-semibold">
          {t('match.page.correctTitle')}
        </h2>
        <p>{t('match.page.correct')}</p>
        <p>
          <Link href={internalLink('/careers/profile')} className={LINK}>
            {t('match.page.toProfile')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="matching-uses" className="flex flex-col gap-3">
        <h2 id="matching-uses" className="text-xl font-semibold">
          {t('match.page.usesTitle')}
        </h2>
        <p>{t('match.page.uses')}</p>
        <p>
          <Link href={internalLink('/careers')} className={LINK}>
            {t('match.page.toSearch')}
          </Link>
        </p>
      </section>
    </article>
  );
}
