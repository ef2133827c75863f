import { useTranslation } from '../../shared/i18n/use-translation';
import type { CareerEvent } from '@careers/contracts/events';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { Card } from '../../shared/ui/card';
import { Button } from '../../shared/ui/button';
import { linkButtonClasses } from '../../shared/ui/link';
import { InlineError } from '../../shared/ui/inline-error';
import { UpcomingPastPage } from '../../shared/ui/upcoming-past-page';
import { useCancelEventRegistration } from './api/use-cancel-event-registration';
import { useEvents } from './api/use-events';
import { useRegisterForEvent } from './api/use-register-for-event';

/**
 * /careers/events and the dashboard's events tab (docs/product/dashboard.md): the employer's
 * upcoming events soonest first, in the candidate's own time zone, each with Register or Cancel
 * registration; then past ones. With behaviourFlags.showEventApplicationStatus each shows the
 * candidate's registration status.
 */
export function EventsPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const query = useEvents();
  const texts = {
    heading: t('events.heading'),
    empty: t('events.empty'),
    emptyHint: t('events.emptyHint'),
    upcoming: t('events.upcoming'),
    noUpcoming: t('events.noUpcoming'),
    past: t('events.past'),
    zoneNote: t('events.zoneNote'),
  };
  return (
    <UpcomingPastPage
      id="events-heading"
      headingLevel={headingLevel}
      texts={texts}
      query={query}
      renderItem={(item, isUpcoming) => (
        <EventCard key={item.id} event={item} isUpcoming={isUpcoming} />
      )}
    />
  );
}

function EventCard({ event, isUpcoming }: { event: CareerEvent; isUpcoming: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { domain, configs } = useBootData();
  const register = useRegisterForEvent();
  const cancel = useCancelEventRegistration();
  const status = event.registration?.status ?? null;
  const isRegistered = status === 'Registered' || status === 'Attended';
  const showStatus = configs.behaviourFlags.showEventApplicationStatus;
  const input = { params: { id: String(event.id) }, body: { domain } };
  const error = register.error ?? cancel.error;
  return (
    <Card as="li" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold" dir="auto">
            {event.title}
          </h3>
          <p>
            <time dateTime={event.startsAt}>{format.dateTime(event.startsAt)}</time>
          </p>
          <p className="text-sm text-ink/75" dir="auto">
            {event.location || t('events.online')}
          </p>
        </div>
        {showStatus && status ? (
          <span className="w-fit shrink-0 rounded-full bg-ink/5 px-2.5 py-0.5 text-sm font-medium">
            {t(`events.status.${status}`)}
          </span>
        ) : null}
      </div>
      {event.description ? (
        <p className="text-sm text-ink/85" dir="auto">
          {event.description}
        </p>
      ) : null}
      {isUpcoming ? (
        <div className="flex flex-wrap items-center gap-2">
          {isRegistered ? (
            <>
              {event.joinUrl ? (
                <a
                  href={event.joinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkButtonClasses()}
                  aria-label={t('events.joinFor', { event: event.title })}
                >
                  {t('events.join')}
                </a>
              ) : null}
              <Button
                variant="secondary"
                isPending={cancel.isPending}
                onPress={() => {
                  register.reset();
                  cancel.mutate(input);
                }}
                aria-label={t('events.cancelFor', { event: event.title })}
              >
                {t('events.cancel')}
              </Button>
            </>
          ) : (
            <Button
              isPending={register.isPending}
              onPress={() => {
                cancel.reset();
                register.mutate(input);
              }}
              aria-label={t('events.registerFor', { event: event.title })}
            >
              {t('events.register')}
            </Button>
          )}
        </div>
      ) : null}
      {error ? <InlineError error={error} /> : null}
    </Card>
  );
}
