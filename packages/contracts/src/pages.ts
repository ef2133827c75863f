// The route table and page identifiers (docs/product/shell-and-gates.md); shared so the server
// titles and boots the same pages the app routes.
export const PAGE_IDS = [
  'dashboard',
  'profile',
  'jobs',
  'singlePosition',
  'jtn',
  'settings',
  'ProfileBootstrapping',
  'login',
  'logout',
  'applyPage',
  'exportResume',
  'formView',
  'documentCenter',
  'savedJobs',
  'applications',
  'interviews',
  'events',
  'onboarding',
  'offers',
  'offer',
  'offerLetter',
  // Ours, beyond the original route table — a candidate's alerts, and where a mailed confirm
  // or unsubscribe link lands (no login needed for those).
  'jobAlerts',
  // Ours — every question type of the form toolkit in every layout.
  'formsShowcase',
  // Ours — how a match is worked out, in plain words.
  'howMatching',
  // Ours — what is automated, what data each part uses, and how to correct or turn it off.
  'automation',
  // Ours — choosing, moving or cancelling an interview's time.
  'interviewBooking',
  // Ours — one application: its stages, its timeline and the conversation with the team.
  'application',
] as const;

export type PageId = (typeof PAGE_IDS)[number];

export type RouteProtection = 'always' | 'never' | 'whenLoggedOutApplyDisabled';

export type PageRoute = {
  path: string;
  pageId: PageId;
  protection: RouteProtection;
  hidesFooter?: boolean;
};

// Order matters: the catch-all search route comes last.
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/careers/profile', pageId: 'profile', protection: 'always' },
  { path: '/careers/dashboard', pageId: 'dashboard', protection: 'always' },
  { path: '/careers/dashboardv2', pageId: 'dashboard', protection: 'always' },
  { path: '/careers/settings', pageId: 'settings', protection: 'always' },
  { path: '/careers/export-resume', pageId: 'exportResume', protection: 'always' },
  {
    path: '/careers/apply/private',
    pageId: 'applyPage',
    protection: 'whenLoggedOutApplyDisabled',
    hidesFooter: true,
  },
  {
    path: '/careers/apply',
    pageId: 'applyPage',
    protection: 'whenLoggedOutApplyDisabled',
    hidesFooter: true,
  },
  { path: '/careers/job/private', pageId: 'singlePosition', protection: 'never' },
  { path: '/careers/job/:pid?', pageId: 'singlePosition', protection: 'never' },
  { path: '/logout', pageId: 'logout', protection: 'never' },
  { path: '/careers/login', pageId: 'login', protection: 'never' },
  { path: '/candidate/login', pageId: 'login', protection: 'never' },
  { path: '/careers/forms/center', pageId: 'documentCenter', protection: 'always' },
  { path: '/careers/forms/showcase', pageId: 'formsShowcase', protection: 'never' },
  { path: '/careers/forms', pageId: 'formView', protection: 'never' },
  { path: '/careers/applications/:id', pageId: 'application', protection: 'always' },
  { path: '/careers/applications', pageId: 'applications', protection: 'always' },
  { path: '/careers/saved-jobs', pageId: 'savedJobs', protection: 'always' },
  { path: '/careers/job-alerts', pageId: 'jobAlerts', protection: 'never' },
  { path: '/careers/interviews/:id/book', pageId: 'interviewBooking', protection: 'always' },
  { path: '/careers/interviews', pageId: 'interviews', protection: 'always' },
  { path: '/careers/events', pageId: 'events', protection: 'always' },
  { path: '/careers/onboarding', pageId: 'onboarding', protection: 'always', hidesFooter: true },
  { path: '/careers/offers', pageId: 'offers', protection: 'always' },
  { path: '/careers/offer/:id/offer-document/:documentId', pageId: 'offer', protection: 'always' },
  { path: '/careers/offer/:id', pageId: 'offer', protection: 'always' },
  { path: '/careers/offer-letter/:id', pageId: 'offerLetter', protection: 'always' },
  { path: '/careers/how-matching-works', pageId: 'howMatching', protection: 'never' },
  { path: '/careers/automation', pageId: 'automation', protection: 'never' },
  { path: '/careers/search', pageId: 'jobs', protection: 'never' },
  { path: '/careers/:query?/:location?', pageId: 'jobs', protection: 'never' },
];

export type RouteMatch = { route: PageRoute; params: Record<string, string> };

function patternToRegExp(path: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(param[1] ?? '');
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regexp: new RegExp(`^${source}/?$`), names };
}

const compiled = PAGE_ROUTES.map((route) => ({ route, ...patternToRegExp(route.path) }));

export function matchPageRoute(pathname: string): RouteMatch | null {
  for (const { route, regexp, names } of compiled) {
    const found = regexp.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[name] = decodeURIComponent(value);
    });
    return { route, params };
  }
  return null;
}

// In query and location, dashes and underscores are read as spaces.
export function readSearchText(value: string | null | undefined): string {
  return (value ?? '').replace(/[-_]+/g, ' ').trim();
}

export type PageTitleInput = {
  seoTitle?: string | null;
  query?: string | null;
  location?: string | null;
  positionName?: string | null;
  companyName: string;
};

export type PageTitleTemplates = {
  queryAtLocation: (query: string, location: string) => string;
  positionAtCompany: (position: string, company: string) => string;
  careersAtCompany: (company: string) => string;
};

export const ENGLISH_TITLE_TEMPLATES: PageTitleTemplates = {
  queryAtLocation: (query, location) => `${query} at ${location}`,
  positionAtCompany: (position, company) => `${position} | ${company}`,
  careersAtCompany: (company) => `Careers at ${company}`,
};

// The page title, in order of precedence (docs/product/shell-and-gates.md).
export function resolvePageTitle(
  input: PageTitleInput,
  templates: PageTitleTemplates = ENGLISH_TITLE_TEMPLATES,
): string {
  if (input.seoTitle) return input.seoTitle;
  if (input.query && input.location) return templates.queryAtLocation(input.query, input.location);
  if (input.positionName) return templates.positionAtCompany(input.positionName, input.companyName);
  return templates.careersAtCompany(input.companyName);
}
