import { useTranslation } from '../../shared/i18n/use-translation';
import { LinkButton } from '../../shared/ui/link';
import type { PositionLite } from '@careers/contracts/search';
import { positionDetailBlocks } from '@careers/contracts/position-overrides';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useAnnouncePositionName } from '../../shared/position-title';
import { SanitizedHtml } from '../../shared/ui/sanitized-html';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { copyToClipboard } from '../../shared/toasts/copy-to-clipboard';
import { formatSalary } from '../../shared/format-position';
import { PositionInsights } from './position-insights';
import { PositionMatch } from './position-match';
import { useJobCartEnabled } from './api/use-job-cart';
import { useCart } from './use-cart';
import { usePositionDetail } from './use-position-detail';
import { useSaveToggle } from './use-save-toggle';
import type { Profile } from '@careers/contracts/profile';

export type PositionDetailProps = {
  position: PositionLite;
  queriedLocation: string;
  // On phones the detail is a view of its own with a way back to the list.
  onBack?: () => void;
  // 1 on the job page, where the position is the page; 2 beside the search results.
  headingLevel?: 1 | 2;
  // A resume uploaded from the match panel: the search page fills its empty location.
  onResumeUploaded?: (candidate: Profile) => void;
};

// The position detail: the lite record from the list at once, the full record beside it as it
// arrives; pay, employment type, work location and remote eligibility always shown.
export function PositionDetail({
  position,
  queriedLocation,
  onBack,
  headingLevel = 2,
  onResumeUploaded,
}: PositionDetailProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const { detail, isFallback, isLoading, isError, overrides } = usePositionDetail(
    String(position.id),
    queriedLocation,
  );
  // The blocks the group shows, as this position's overrides change them.
  const show = positionDetailBlocks(
    useBootData().configs.pcsxConfig.positionDetailsConfig,
    overrides,
  );
  const save = useSaveToggle();
  const cart = useCart();
  const cartEnabled = useJobCartEnabled();
  const isSaved = position.positionUserActions.isSaved;
  useAnnouncePositionName(position.name);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // The parts of the detail sit one level below its title, so no level is skipped.
  const sectionLevel = headingLevel === 1 ? 2 : 3;
  const SectionHeading = sectionLevel === 2 ? 'h2' : 'h3';
  const inCart = cart.has(position.id);
  const applyPath = detail?.applyUrl ?? `/careers/apply?pid=${position.id}`;
  const [applyPathname, applySearch = ''] = applyPath.split('?');
  const applyHref = internalLink(
    applyPathname ?? '/careers/apply',
    Object.fromEntries(new URLSearchParams(applySearch)),
  );

  async function share() {
    const url = new URL(
      internalLink(position.canonicalPositionUrl.split('?')[0] ?? '/careers'),
      window.location.origin,
    );
    await copyToClipboard(url.toString(), t);
  }

  return (
    <article aria-labelledby="position-title" className="flex flex-col gap-4">
      {onBack ? (
        <Button variant="ghost" className="self-start px-2" onPress={onBack}>
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          {t('search.backToResults')}
        </Button>
      ) : null}
      <header className="flex flex-col gap-1">
        <Heading
          id="position-title"
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
          dir="auto"
        >
          {position.name}
        </Heading>
        <p className="text-ink/75" dir="auto">
          {t('search.departmentAtPlace', {
            department: position.department,
            place: format.list(position.locations) || position.location,
          })}
        </p>
      </header>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-brand bg-ink/[0.03] p-4 text-sm sm:grid-cols-2">
        {show.showSalary && position.salary ? (
          <Fact label={t('search.pay')} value={formatSalary(position.salary, format, t)} />
        ) : null}
        {show.showEmploymentType ? (
          <Fact
            label={t('search.employment')}
            value={t(`search.employmentType.${position.employmentType}`)}
          />
        ) : null}
        {show.showWorkplace ? (
          <Fact
            label={t('search.workplace')}
            value={t(`search.workLocation.${position.workLocationOption}`)}
          />
        ) : null}
        {show.showRemoteEligibility && detail && detail.remoteCountries.length > 0 ? (
          <Fact
            label={t('search.remoteEligibility')}
            value={format.list(detail.remoteCountries.map((code) => format.country(code)))}
          />
        ) : null}
        {show.showLevel ? (
          <Fact label={t('search.level')} value={t(`search.seniority.${position.seniority}`)} />
        ) : null}
        {show.showPostedDate ? (
          <Fact label={t('search.posted')} value={format.relativeTime(position.postedTs * 1000)} />
        ) : null}
      </dl>

      <div className="flex flex-wrap gap-2">
        <LinkButton href={applyHref} className="px-5">
          {t('search.apply')}
        </LinkButton>
        <Button
          variant="secondary"
          aria-pressed={isSaved}
          isDisabled={save.isPending}
          onPress={() => {
            save.toggle(String(position.id), isSaved);
          }}
        >
          {isSaved ? t('search.unsave') : t('search.save')}
        </Button>
        {cartEnabled ? (
          <Button
            variant="secondary"
            isDisabled={cart.isPending}
            onPress={() => {
              cart.change([String(position.id)], inCart ? 'remove' : 'add');
            }}
          >
            {inCart ? t('search.removeFromCart') : t('search.addToCart')}
          </Button>
        ) : null}
        <Button variant="ghost" onPress={() => void share()}>
          {t('search.share')}
        </Button>
      </div>
      <InlineError error={save.error} />
      <InlineError error={cart.error} />

      {isFallback ? (
        <p className="rounded-brand bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('search.fallbackNote')}
        </p>
      ) : null}

      {show.showSkills && position.skills.length > 0 ? (
        <section aria-labelledby="position-skills" className="flex flex-col gap-2">
          <SectionHeading id="position-skills" className="font-semibold">
            {t('search.skills')}
          </SectionHeading>
          <ul className="flex flex-wrap gap-2">
            {position.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-ink/5 px-3 py-1 text-sm" dir="auto">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {isLoading ? (
        <div
          aria-busy="true"
          className="flex flex-col gap-2"
          aria-label={t('search.loadingDetail')}
        >
          {[0, 1, 2, 3].map((line) => (
            <div key={line} className="h-4 animate-pulse rounded bg-ink/10" />
          ))}
        </div>
      ) : null}
      {isError ? <p className="text-sm text-ink/70">{t('search.detailUnavailable')}</p> : null}
      {show.showDescription && detail ? (
        <SanitizedHtml
          html={detail.descriptionHtml}
          className="prose-position flex flex-col gap-3 leading-relaxed"
        />
      ) : null}
      {/* After the text: they arrive later and must not move what the candidate reads. */}
      {show.showMatch ? (
        <PositionMatch
          positionId={String(position.id)}
          headingLevel={sectionLevel}
          onResumeUploaded={onResumeUploaded}
        />
      ) : null}
      {show.showInsights ? (
        <PositionInsights
          positionId={String(position.id)}
          headingLevel={sectionLevel}
          salary={position.salary}
          showsPay={show.showSalary}
        />
      ) : null}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-ink/60">{label}</dt>
      <dd className="font-medium" dir="auto">
        {value}
      </dd>
    </div>
  );
}
