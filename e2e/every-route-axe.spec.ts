import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  dashboardApplicationsCall,
  dashboardInterviewsCall,
  keysToCamel,
  offersCall,
  PAGE_ROUTES,
  savedPositionsCall,
  type PageRoute,
} from '@careers/contracts';
import { loginThroughApi, withFileLock } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { ALEX, NORTHWIND } from './fixtures/demo';
import { readBootData } from './fixtures/boot-data';
import { expect, showSignOfPerson, test } from './fixtures/test';

// Every route of the route table, at both widths, in a left-to-right and a right-to-left
// language, logged out and logged in, is clean under axe (docs/product/shell-and-gates.md).
// Logged in is Alex of the demo seed, who has applications, offers, interviews and events, so the
// pages show their content rather than their empty states.

// A concrete address for each route, from what the demo seed holds. A route added to the table
// without one here fails the first test, by name.
type DemoLinks = {
  offerId: string;
  documentId: string;
  privatePid: string;
  interviewId: number;
  applicationId: string;
};
type Visit = {
  url: (links: DemoLinks) => string;
  // Whether to visit it logged in as well: a protected route, or one that shows a candidate more.
  loggedIn: boolean;
  // Where the page sends the visitor on, when it does.
  landsOn?: RegExp;
};

const VISITS: Record<string, Visit> = {
  '/careers/profile': { url: () => '/careers/profile', loggedIn: true },
  '/careers/dashboard': { url: () => '/careers/dashboard', loggedIn: true },
  '/careers/dashboardv2': { url: () => '/careers/dashboardv2', loggedIn: true },
  '/careers/settings': { url: () => '/careers/settings', loggedIn: true },
  '/careers/export-resume': { url: () => '/careers/export-resume', loggedIn: true },
  '/careers/apply/private': {
    url: ({ privatePid }) => `/careers/apply/private?pid=${privatePid}`,
    loggedIn: true,
  },
  '/careers/apply': { url: () => '/careers/apply?pid=2', loggedIn: true },
  '/careers/job/private': {
    url: ({ privatePid }) => `/careers/job/private?pid=${privatePid}`,
    loggedIn: true,
  },
  '/careers/job/:pid?': { url: () => '/careers/job/2', loggedIn: true },
  // Logged in, /logout ends the shared session and lands on /careers, which is visited anyway.
  '/logout': { url: () => '/logout', loggedIn: false, landsOn: /\/careers\?/ },
  '/careers/login': { url: () => '/careers/login', loggedIn: false },
  '/candidate/login': { url: () => '/candidate/login', loggedIn: false },
  '/careers/forms/center': { url: () => '/careers/forms/center', loggedIn: true },
  '/careers/forms/showcase': { url: () => '/careers/forms/showcase', loggedIn: false },
  '/careers/forms': { url: () => '/careers/forms?form_id=tax-details', loggedIn: true },
  // Alex's application with a question answered.
  '/careers/applications/:id': {
    url: ({ applicationId }) => `/careers/applications/${applicationId}`,
    loggedIn: true,
  },
  '/careers/applications': { url: () => '/careers/applications', loggedIn: true },
  '/careers/saved-jobs': { url: () => '/careers/saved-jobs', loggedIn: true },
  '/careers/job-alerts': { url: () => '/careers/job-alerts', loggedIn: true },
  // Alex's interview with times to choose.
  '/careers/interviews/:id/book': {
    url: ({ interviewId }) => `/careers/interviews/${interviewId}/book`,
    loggedIn: true,
  },
  '/careers/interviews': { url: () => '/careers/interviews', loggedIn: true },
  '/careers/events': { url: () => '/careers/events', loggedIn: true },
  '/careers/onboarding': { url: () => '/careers/onboarding', loggedIn: true },
  '/careers/offers': { url: () => '/careers/offers', loggedIn: true },
  '/careers/offer/:id/offer-document/:documentId': {
    url: ({ offerId, documentId }) => `/careers/offer/${offerId}/offer-document/${documentId}`,
    loggedIn: true,
  },
  '/careers/offer/:id': { url: ({ offerId }) => `/careers/offer/${offerId}`, loggedIn: true },
  '/careers/offer-letter/:id': {
    url: ({ offerId }) => `/careers/offer-letter/${offerId}`,
    loggedIn: true,
  },
  '/careers/automation': { url: () => '/careers/automation', loggedIn: true },
  '/careers/how-matching-works': { url: () => '/careers/how-matching-works', loggedIn: false },
  '/careers/search': { url: () => '/careers/search?query=nurse', loggedIn: true },
  '/careers/:query?/:location?': { url: () => '/careers', loggedIn: true },
};

test('every route of the route table has an address to visit', () => {
  const missing = PAGE_ROUTES.map((route) => route.path).filter((route) => !(route in VISITS));
  expect(missing, 'routes without an address in VISITS').toEqual([]);
});

// Alex logs in once for the whole file (the per-address code limit is 5 in 15 minutes, and other
// journeys log Alex in too): the first test to need the session writes it, with the demo links,
// where the other workers of the run find it.
type Shared = { storageState: Awaited<ReturnType<BrowserContext['storageState']>> } & DemoLinks;

const sharedFile = path.join(process.env.CAREERS_E2E_DATA_DIR ?? tmpdir(), 'every-route-alex.json');

async function sharedSession(browser: Browser): Promise<Shared> {
  return withFileLock(`${sharedFile}.lock`, async () => {
    try {
      return JSON.parse(readFileSync(sharedFile, 'utf8')) as Shared;
    } catch {
      // Not written yet: this test logs Alex in.
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughApi(page, ALEX.email, NORTHWIND.domain);
    const read = async <T>(callPath: string): Promise<T> => {
      const answer = await page.request.get(`${callPath}?domain=${NORTHWIND.domain}`);
      expect(answer.ok()).toBe(true);
      return (keysToCamel(await answer.json()) as { data: T }).data;
    };
    const offers = await read<{ encId: string; offerDocuments: { id: string }[] }[]>(
      offersCall.path,
    );
    const offer = offers.find((candidate) => candidate.offerDocuments.length > 0);
    const saved = await read<{ positions: { canonicalPositionUrl: string }[] }>(
      savedPositionsCall.path,
    );
    const privateUrl = saved.positions
      .map((position) => new URL(position.canonicalPositionUrl, 'http://localhost'))
      .find((url) => url.pathname === '/careers/job/private');
    const interviews = await read<{ upcoming: { id: number; status: string }[] }>(
      dashboardInterviewsCall.path,
    );
    const toChoose = interviews.upcoming.find((interview) => interview.status === 'offered');
    const applications = await read<{ applications: { id: string; messageCount: number }[] }>(
      dashboardApplicationsCall.path,
    );
    const withThread = applications.applications.find((entry) => entry.messageCount > 0);
    if (!offer?.offerDocuments[0] || !privateUrl || !toChoose || !withThread) {
      throw new Error(
        'The demo seed gave Alex no offer with documents, no private job link, no interview to book or no conversation',
      );
    }
    const shared: Shared = {
      storageState: await context.storageState(),
      offerId: offer.encId,
      documentId: offer.offerDocuments[0].id,
      privatePid: privateUrl.searchParams.get('pid') ?? '',
      interviewId: toChoose.id,
      applicationId: withThread.id,
    };
    await context.close();
    writeFileSync(sharedFile, JSON.stringify(shared));
    return shared;
  });
}

// Waits for the page's main content: the login modal on a protected route logged out, else the
// page's main landmark and heading, with nothing in it still loading.
async function waitForContent(page: Page, route: PageRoute, loggedIn: boolean): Promise<void> {
  if (!loggedIn && route.protection === 'always') {
    await expect(page.getByRole('dialog')).toBeVisible();
    return;
  }
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

const FIRST_PROTECTED = PAGE_ROUTES.find((route) => route.protection === 'always');

type Visitor = { page: Page; gotoUnstarted: (url: string) => Promise<void> };

// Visits each route in turn and fails at the end with every page that failed, so one run lists
// them all.
async function visitEvery(
  { page, gotoUnstarted }: Visitor,
  links: DemoLinks,
  loggedIn: boolean,
  language: string,
): Promise<void> {
  const failures: string[] = [];
  for (const route of PAGE_ROUTES) {
    const visit = VISITS[route.path];
    if (!visit || (loggedIn && !visit.loggedIn)) continue;
    // Logged out, every protected route shows the same login modal over the same empty shell
    // (route-protection.test.ts holds that route by route): axe checks it on the first of them.
    if (!loggedIn && route.protection === 'always' && route !== FIRST_PROTECTED) continue;
    const url = new URL(visit.url(links), 'http://localhost');
    url.searchParams.set('domain', NORTHWIND.domain);
    if (language !== 'en') url.searchParams.set('hl', language);
    const address = `${url.pathname}${url.search}`;
    await test.step(address, async () => {
      try {
        if (visit.landsOn) {
          // The page moves on at once: wait for the app where it lands.
          await gotoUnstarted(address);
          await expect(page).toHaveURL(visit.landsOn);
          await showSignOfPerson(page);
          await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        } else {
          await page.goto(address);
        }
        expect((await readBootData(page)).isLoggedIn, 'logged in').toBe(loggedIn);
        await waitForContent(page, route, loggedIn);
        await expectNoAxeViolations(page, { defaultRules: true });
      } catch (error) {
        failures.push(`${address}\n${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} page(s) failed:\n\n${failures.join('\n\n')}`);
  }
}

const LANGUAGES = ['en', 'ar'] as const;

for (const width of [390, 1280]) {
  test.describe(`every route is clean under axe at ${width} px`, () => {
    test.describe.configure({ mode: 'parallel' });
    test.use({ viewport: { width, height: 844 } });
    for (const loggedIn of [false, true]) {
      for (const language of LANGUAGES) {
        test(`${loggedIn ? 'logged in' : 'logged out'}, ${language}`, async ({
          page,
          browser,
          gotoUnstarted,
        }) => {
          test.setTimeout(600_000);
          const shared = await sharedSession(browser);
          if (loggedIn) await page.context().addCookies(shared.storageState.cookies);
          await visitEvery({ page, gotoUnstarted }, shared, loggedIn, language);
        });
      }
    }
  });
}
