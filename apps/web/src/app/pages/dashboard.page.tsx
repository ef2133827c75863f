import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import type { DashboardTab } from '@careers/contracts/config';
import { ApplicationsPage } from '../../features/applications/applications-page';
import { EventsPage } from '../../features/events/events-page';
import { InterviewsPage } from '../../features/interviews/interviews-page';
import { NudgesPanel } from '../../features/nudges/nudges-panel';
import { OffersPage } from '../../features/offers/offers-page';
import { SavedJobsPage } from '../../features/saved-jobs/saved-jobs-page';
import { PlaceholderPage } from '../../features/shell/placeholder-page';
import { useBootData } from '../../shared/boot/boot-data-context';
import { FOCUS_RING } from '../../shared/ui/button';
import { useCurrentPage } from '../use-current-page';

const TAB = `cursor-pointer rounded-t-brand border-b-2 border-transparent px-4 py-2.5 font-medium text-ink/75 hover:text-ink data-[selected]:border-primary data-[selected]:text-primary ${FOCUS_RING}`;

// Each dashboard tab with what it shows (docs/product/dashboard.md).
const PANELS: Partial<Record<DashboardTab, () => ReactNode>> = {
  applications: () => <ApplicationsPage headingLevel={2} />,
  interviews: () => <InterviewsPage headingLevel={2} />,
  savedPositions: () => <SavedJobsPage headingLevel={2} />,
  events: () => <EventsPage headingLevel={2} />,
  offers: () => <OffersPage headingLevel={2} />,
};

/**
 * The dashboard page group: /careers/dashboard and /careers/dashboardv2 (where
 * behaviourFlags.redirectToDashboardV2 sends the first), /careers/interviews, /careers/events.
 */
export default function DashboardPage() {
  const { pageId } = useCurrentPage();
  if (pageId === 'interviews') return <InterviewsPage />;
  if (pageId === 'events') return <EventsPage />;
  if (pageId === 'dashboard') return <Dashboard />;
  return <PlaceholderPage pageId={pageId ?? 'dashboard'} />;
}

function Dashboard() {
  const { t } = useTranslation();
  const { configs } = useBootData();
  const location = useLocation();
  const navigate = useNavigate();
  const redirect =
    configs.behaviourFlags.redirectToDashboardV2 && location.pathname === '/careers/dashboard';
  useEffect(() => {
    if (redirect) {
      void navigate(`/careers/dashboardv2${location.search}${location.hash}`, { replace: true });
    }
  }, [redirect, navigate, location.search, location.hash]);

  const tabs = configs.pcsxConfig.dashboardConfig.tabs.filter((tab) => PANELS[tab]);
  if (location.pathname === '/careers/dashboardv2') return <DashboardOverview tabs={tabs} />;
  // The address names the tab (#interviews), so a notification's link opens it.
  const hashTab = location.hash.slice(1);
  const selected = tabs.find((tab) => tab === hashTab) ?? tabs[0];
  const select = (key: Key) => {
    void navigate({ search: location.search, hash: `#${String(key)}` }, { replace: true });
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('dashboard.heading')}</h1>
      <NudgesPanel />
      {tabs.length === 0 || !selected ? (
        <p className="text-ink/70">{t('dashboard.noTabs')}</p>
      ) : (
        <Tabs selectedKey={selected} onSelectionChange={select} className="flex flex-col gap-4">
          <TabList
            aria-label={t('dashboard.tabs')}
            className="flex gap-1 overflow-x-auto border-b border-ink/10"
          >
            {tabs.map((tab) => (
              <Tab key={tab} id={tab} className={TAB}>
                {t(`dashboard.tab.${tab}`)}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab} id={tab} className={`rounded-brand ${FOCUS_RING}`}>
              {PANELS[tab]?.()}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}

// The v2 dashboard's own layout: every section on one page, in the configured order, with
// "What to do next" beside them on a wide screen and first on a phone.
function DashboardOverview({ tabs }: { tabs: DashboardTab[] }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <h1 className="text-2xl font-semibold lg:col-span-2">{t('dashboard.heading')}</h1>
      <aside aria-label={t('nudges.heading')} className="lg:col-start-2 lg:row-start-2">
        <NudgesPanel />
      </aside>
      <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-2">
        {tabs.length === 0 ? <p className="text-ink/70">{t('dashboard.noTabs')}</p> : null}
        {tabs.map((tab) => (
          // Each panel is laid out as a page of its own; here it takes the column's width.
          <section
            key={tab}
            id={tab}
            className="flex flex-col gap-3 border-t border-ink/10 pt-4 [&>*]:mx-0 [&>*]:w-full [&>*]:max-w-none"
          >
            {PANELS[tab]?.()}
          </section>
        ))}
      </div>
    </div>
  );
}
