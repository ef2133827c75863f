import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageId } from '@careers/contracts/pages';
import { loadChunk } from '../shared/lazy/load-chunk';
import { RootError, RouteError } from './route-error';
import type { RouteHandle } from './use-current-page';

type PageLoader = () => Promise<ComponentType>;

// Lazy page groups: one chunk per area, loaded through the ChunkLoadError guard.
const dashboard: PageLoader = () => import('./pages/dashboard.page').then((m) => m.DashboardPage);
const profile: PageLoader = () => import('./pages/profile.page').then((m) => m.ProfilePage);
const offers: PageLoader = () => import('./pages/offers.page').then((m) => m.OffersPage);
const forms: PageLoader = () => import('./pages/forms.page').then((m) => m.FormsPage);

const PAGE_LOADERS: Record<PageId, PageLoader> = {
  jobs: () => import('./pages/jobs.page').then((m) => m.JobsPage),
  jtn: () => import('./pages/jobs.page').then((m) => m.JobsPage),
  singlePosition: () => import('./pages/position.page').then((m) => m.PositionPage),
  applyPage: () => import('./pages/apply.page').then((m) => m.ApplyPage),
  login: () => import('./pages/login.page').then((m) => m.LoginPage),
  logout: () => import('./pages/logout.page').then((m) => m.LogoutPage),
  onboarding: () => import('./pages/onboarding.page').then((m) => m.OnboardingPage),
  ProfileBootstrapping: profile,
  dashboard,
  applications: () => import('./pages/applications.page').then((m) => m.ApplicationsPage),
  savedJobs: () => import('./pages/saved-jobs.page').then((m) => m.SavedJobsPage),
  jobAlerts: () => import('./pages/job-alerts.page').then((m) => m.JobAlertsPage),
  interviews: dashboard,
  events: dashboard,
  profile,
  settings: profile,
  exportResume: profile,
  formView: forms,
  documentCenter: forms,
  formsShowcase: () => import('./pages/forms-showcase.page').then((m) => m.FormsShowcasePage),
  howMatching: () => import('./pages/how-matching.page').then((m) => m.HowMatchingPage),
  offers,
  offer: offers,
  offerLetter: offers,
};

const pageRoutes: RouteObject[] = PAGE_ROUTES.map((pageRoute) => ({
  path: pageRoute.path,
  handle: { pageRoute } satisfies RouteHandle,
  lazy: async () => ({ Component: await loadChunk(PAGE_LOADERS[pageRoute.pageId]) }),
}));

export const appRoutes: RouteObject[] = [
  {
    // The shell itself is a lazy group too, so the entry chunk stays small (≤ 120 KB gzip).
    lazy: async () => ({ Component: (await loadChunk(() => import('./shell-root'))).ShellRoot }),
    errorElement: <RootError />,
    // Shown while the shell chunk loads; the server-rendered head already painted the title.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-screen" />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
