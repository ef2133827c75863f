import * as contracts from '@careers/contracts';
import {
  fillCallPath,
  HEADER_CSRF_TOKEN,
  keysToSnake,
  PAGE_ROUTES,
  type Call,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeader } from './modules/files/image-fixtures';
import { assignForm } from './modules/forms/forms.public';
import { findDemoPositionIds } from './modules/positions/positions.repository';
import { RESUME_PERSONAS, resumePdf } from './modules/resumes/resume-fixtures';
import { CONTRACT_CALLS } from './testing/contract-calls';
import { createApplication } from './testing/fixtures';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  readBootData,
  Visitor,
  type TestApp,
} from './testing/test-app';

// Who may reach what, for every call the contracts define (docs/product/shell-and-gates.md,
// "Roles and permissions"): each call is sent as six people, with candidate A's real record ids,
// and each row says what each must be answered. A call without a row fails the table.
type Persona = 'visitor' | 'a' | 'b' | 'other' | 'admin' | 'themeBuilder';
const PERSONAS: readonly Persona[] = ['visitor', 'a', 'b', 'other', 'admin', 'themeBuilder'];
const MARK = 'Zephyrine';

let t: TestApp;
const people = {} as Record<Persona, Visitor>;
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString(
  'base64',
);
const PNG = pngHeader(256, 256).toString('base64');
const THEME = {
  primaryColor: '#112233',
  accentColor: '#445566',
  backgroundColor: '#ffffff',
  textColor: '#000000',
  fontFamily: 'Georgia, serif',
  borderRadius: 4,
};
const emails = {} as Record<Persona, string>;
// A's objects, created through the calls a candidate makes (or, for what an employer gives,
// the demo calls and fixtures): what the other personas try to reach.
const ids = {
  application: '',
  draftPosition: 0,
  freePosition: 0,
  alert: 0,
  notification: 0,
  offer: '',
  document: '',
  reviewDocument: '',
  wid: '',
  offerToAccept: '',
  offerToDecline: '',
  widToReject: '',
  resume: '',
  form: 'emergency-contact',
  event: 0,
  // Interviews offered to A with times to choose: one read and booked, one cancelled, one
  // answered with "None of these times work".
  interview: 0,
  slot: 0,
  interviewToCancel: 0,
  interviewForTimes: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const traits = {
    visitor: null,
    a: { firstName: MARK, hasAttestedTerms: true, isOnboarded: true, isBootstrapped: true },
    b: { hasAttestedTerms: true, isOnboarded: true, isBootstrapped: true },
    other: { domain: 'contoso.example', hasAttestedTerms: true, isOnboarded: true },
    admin: { isAdmin: true, hasAttestedTerms: true, isOnboarded: true, isBootstrapped: true },
    themeBuilder: { isThemeBuilder: true, hasAttestedTerms: true, isOnboarded: true },
  } as const;
  for (const persona of PERSONAS) {
    const trait = traits[persona];
    if (trait === null) {
      people[persona] = new Visitor(t.app);
      await people[persona].page();
      emails[persona] = '';
      continue;
    }
    const { visitor, candidate } = await logInNewCandidate(t, trait);
    people[persona] = visitor;
    emails[persona] = candidate.email;
    if (persona === 'a') candidateA = candidate;
  }
  await createObjectsOfA();
}, 60_000);

let candidateA: Parameters<typeof createApplication>[1];

const widOf = (url: string | null | undefined) =>
  new URL(url ?? '', 'http://localhost').searchParams.get('wid') ?? '';

async function createObjectsOfA(): Promise<void> {
  const { open: positions } = await findDemoPositionIds(
    t.db,
    candidateA.groupId,
    t.clock.now(),
    12,
  );
  ids.draftPosition = positions[10] ?? 0;
  ids.freePosition = positions[9] ?? 0;
  ids.application = (await createApplication(t.db, candidateA, { nthPosition: 11 })).id;
  const a = (call: Call, input: Input) => send('a', call, input);
  await a(contracts.saveDraftApplicationCall, {
    body: {
      positionId: String(ids.draftPosition),
      valuesJson: JSON.stringify({ firstName: MARK }),
    },
  });
  ids.alert = dataOf(
    contracts.createJobAlertCall,
    await a(contracts.createJobAlertCall, { body: { query: MARK } }),
  ).alert.id;
  ids.notification = dataOf(
    contracts.devNotifyCall,
    await a(contracts.devNotifyCall, {
      body: { email: emails.a, category: 'application', message: MARK },
    }),
  ).id;
  const offer = dataOf(
    contracts.devExtendOfferCall,
    await a(contracts.devExtendOfferCall, {
      body: { email: emails.a, documents: ['sign', 'review'] },
    }),
  );
  ids.offer = offer.encId;
  const documents = dataOf(
    contracts.offerCall,
    await a(contracts.offerCall, id(ids.offer)),
  ).offerDocuments;
  const toSign = documents.find((document) => document.requiresSignature);
  ids.document = toSign?.id ?? '';
  ids.wid = widOf(toSign?.url);
  ids.reviewDocument = documents.find((document) => !document.requiresSignature)?.id ?? '';
  const extend = async (documents: ('sign' | 'review')[]) =>
    dataOf(
      contracts.devExtendOfferCall,
      await a(contracts.devExtendOfferCall, { body: { email: emails.a, documents } }),
    ).encId;
  ids.offerToAccept = await extend([]);
  ids.offerToDecline = await extend([]);
  const toReject = await extend(['sign']);
  ids.widToReject = widOf(
    dataOf(contracts.offerCall, await a(contracts.offerCall, id(toReject))).offerDocuments[0]?.url,
  );
  const group = await t.groups.get('northwind.example');
  if (!group) throw new Error('No northwind group');
  await assignForm(
    t.db,
    { group, publicOrigin: 'http://localhost' },
    { email: emails.a, formId: ids.form, dueAt: null, now: t.clock.now() },
  );
  const pdf = await resumePdf(RESUME_PERSONAS[0] as (typeof RESUME_PERSONAS)[number]);
  ids.resume = dataOf(
    contracts.uploadResumeCall,
    await a(contracts.uploadResumeCall, {
      body: {
        resumeFileName: 'cv.pdf',
        resumeContent: `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}`,
      },
    }),
  ).resume.id;
  ids.form =
    dataOf(contracts.formsListCall, await a(contracts.formsListCall, {})).forms[0]?.formId ?? '';
  ids.event =
    dataOf(contracts.dashboardEventsCall, await a(contracts.dashboardEventsCall, {})).upcoming[0]
      ?.id ?? 0;
  await a(contracts.registerForEventCall, id(ids.event));
  const offerTimes = async () =>
    dataOf(
      contracts.devApplicationCall,
      await a(contracts.devApplicationCall, {
        body: {
          email: emails.a,
          interviewOffer: { inHours: [72, 73], durationMinutes: 30 },
        },
      }),
    ).interviewId ?? 0;
  ids.interview = await offerTimes();
  ids.interviewToCancel = await offerTimes();
  ids.interviewForTimes = await offerTimes();
  ids.slot =
    dataOf(contracts.interviewCall, await a(contracts.interviewCall, id(ids.interview))).slots[0]
      ?.id ?? 0;
}
afterAll(() => t.close());

type Input = { params?: object; query?: object; body?: object };

function domainOf(persona: Persona): string {
  return persona === 'other' ? 'contoso.example' : 'northwind.example';
}

async function send(
  persona: Persona,
  call: Call,
  input: Input,
  options: { csrf?: boolean; remote?: boolean } = {},
) {
  const person = people[persona];
  const domain = domainOf(persona);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(keysToSnake({ domain, ...input.query }) as object))
    if (value !== undefined) query.set(key, String(value));
  const url = `${fillCallPath(call.path, input.params)}?${query}`;
  const headers: Record<string, string> = { cookie: person.cookieHeader };
  if (options.csrf !== false) headers[HEADER_CSRF_TOKEN] = person.csrfToken;
  const body = keysToSnake({ domain, ...input.body }) as Record<string, unknown>;
  const payload = call.method === 'GET' ? {} : await encodeBody(call, body, headers);
  return t.app.inject({
    method: call.method,
    url,
    headers,
    ...payload,
    ...(options.remote ? { remoteAddress: '203.0.113.9' } : {}),
  });
}

// An upload call's body goes as a browser sends it: multipart, its fields as text parts.
async function encodeBody(
  call: Call,
  body: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ payload: Buffer | Record<string, unknown> }> {
  if (!call.upload) return { payload: body };
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, String(value));
  const encoded = new Response(form);
  headers['content-type'] = encoded.headers.get('content-type') ?? '';
  return { payload: Buffer.from(await encoded.arrayBuffer()) };
}

const calls = CONTRACT_CALLS;

// What each persona is answered. `own`: the caller's own records (a visitor must log in);
// `ofA`: one of A's records by its id (nobody else finds it); `open`: anyone.
type Expected = Record<Persona, number>;
const open = (status = 200): Expected => ({
  visitor: status,
  a: status,
  b: status,
  other: status,
  admin: status,
  themeBuilder: status,
});
const own = (status = 200): Expected => ({ ...open(status), visitor: 401 });
const ofA = (status = 200): Expected => ({ ...open(404), visitor: 401, a: status });
// A job of A's group is unknown to another group's site, and so is a feature it has off.
const elsewhere404 = (expected: Expected): Expected => ({ ...expected, other: 404 });

type Row = {
  input: (persona: Persona) => Input;
  expected: Expected;
  // Sent from another machine: the demo calls answer this one only.
  remote?: true;
};

const position = () => ({ positionId: String(ids.draftPosition) });
const key = () => `matrix-${Math.random().toString(36).slice(2)}-key`;
const id = (value: string | number) => ({ params: { id: value } });

const ROWS: Record<string, Row> = {
  // Search and job pages: open to anyone.
  searchCall: { input: () => ({ query: { query: 'engineer' } }), expected: open() },
  autocompleteCall: { input: () => ({ query: { query: 'eng' } }), expected: open() },
  mapMarkersCall: { input: () => ({}), expected: open() },
  positionDetailsCall: { input: () => ({ query: position() }), expected: elsewhere404(open()) },
  overridesCall: { input: () => ({ query: position() }), expected: elsewhere404(open()) },
  positionInsightsCall: { input: () => ({ query: position() }), expected: elsewhere404(open()) },
  similarPositionsCall: { input: () => ({ query: position() }), expected: elsewhere404(open()) },
  selectOptionsCall: { input: () => ({ params: { source: 'countries' } }), expected: open() },
  termsOfServiceCall: { input: () => ({}), expected: open() },
  vslogCall: { input: () => ({ body: { event: 'matrix' } }), expected: open() },
  chatCall: { input: () => ({ body: { message: 'hello' } }), expected: elsewhere404(open()) },
  applyCall: { input: () => ({ query: position() }), expected: elsewhere404(open()) },
  // A visitor is told there is no match until they log in.
  matchDetailsCall: {
    input: () => ({ query: position() }),
    expected: elsewhere404({ ...own(), visitor: 200 }),
  },
  // Logging in: a code for anyone's address is how login starts; a wrong code logs nobody in.
  // A code for one's own address (the visitor asks for A's): how every login starts.
  emailCodeCall: {
    input: (persona) => ({ body: { email: emails[persona] || emails.a } }),
    expected: open(),
  },
  verifyCall: { input: () => ({ body: { email: emails.a, code: '000000' } }), expected: open(422) },
  // Job alerts by mail: the token is the capability, and a made-up one reaches nothing.
  subscribeJobAlertCall: {
    input: () => ({ body: { email: emails.a, query: 'Matrix' } }),
    expected: elsewhere404(open()),
  },
  confirmJobAlertCall: { input: () => ({ body: { token: 'x'.repeat(43) } }), expected: open(404) },
  // Leaving always works and names nothing: a made-up token removes nothing and says the same.
  unsubscribeJobAlertCall: { input: () => ({ body: { token: 'x'.repeat(43) } }), expected: open() },
  // A draft reminder's link: a made-up token names nobody.
  unsubscribeDraftRemindersCall: {
    input: () => ({ body: { token: 'x'.repeat(43) } }),
    expected: open(404),
  },
  // The caller's own records.
  acceptTermsCall: { input: () => ({}), expected: own() },
  onboardingCall: { input: () => ({}), expected: own() },
  profileBootstrappingCall: { input: () => ({}), expected: own() },
  profileDetailsCall: { input: () => ({}), expected: own() },
  profileAnalysisCall: { input: () => ({}), expected: own() },
  profileEditCall: {
    input: () => ({
      body: { opSection: 'skills', operation: 'add', opData: { value: 'Matrix' } },
    }),
    expected: own(),
  },
  settingsCall: { input: () => ({}), expected: own() },
  updateSettingsCall: { input: () => ({ body: { notifyByEmail: true } }), expected: own() },
  dashboardApplicationsCall: { input: () => ({}), expected: own() },
  dashboardEventsCall: { input: () => ({}), expected: own() },
  dashboardInterviewsCall: { input: () => ({}), expected: own() },
  dashboardNudgesCall: { input: () => ({}), expected: own() },
  dashboardReferralsCall: { input: () => ({}), expected: elsewhere404(own()) },
  draftApplicationsCall: { input: () => ({}), expected: own() },
  // Each their own draft, of a job A has none for (A's own draft is reached below).
  saveDraftApplicationCall: {
    input: () => ({ body: { positionId: String(ids.freePosition), valuesJson: '{}' } }),
    expected: elsewhere404(own()),
  },
  jobAlertsCall: { input: () => ({}), expected: own() },
  createJobAlertCall: { input: () => ({ body: { query: 'Matrix' } }), expected: own() },
  jobCartCall: { input: () => ({}), expected: own() },
  changeJobCartCall: {
    input: () => ({ body: { pids: [String(ids.draftPosition)], operation: 'add' } }),
    expected: own(),
  },
  savedPositionsCall: { input: () => ({}), expected: own() },
  savePositionCall: {
    input: () => ({ body: { ...position(), operation: 'save' } }),
    expected: elsewhere404(own()),
  },
  notificationsCall: { input: () => ({}), expected: own() },
  notificationBadgeCall: { input: () => ({}), expected: own() },
  // A visitor learns only that they are logged out.
  notificationsBootDataCall: { input: () => ({}), expected: open() },
  markAllNotificationsViewedCall: { input: () => ({}), expected: own() },
  markAllNotificationsClickedCall: { input: () => ({}), expected: own() },
  offersCall: { input: () => ({}), expected: own() },
  formsListCall: { input: () => ({}), expected: own() },
  resumesCall: { input: () => ({}), expected: own() },
  uploadFileCall: {
    input: () => ({ body: { name: 'cv.pdf', type: 'application/pdf', content: TINY_PDF } }),
    expected: own(),
  },
  uploadAvatarCall: { input: () => ({ body: { name: 'me.png', content: PNG } }), expected: own() },
  deleteAvatarCall: { input: () => ({}), expected: own() },
  saveThemeCall: {
    input: () => ({ body: { theme: THEME } }),
    expected: { ...open(403), visitor: 401, themeBuilder: 200 },
  },
  // A group's events: any of its candidates may register; another group's candidate finds none.
  registerForEventCall: { input: () => id(ids.event), expected: { ...own(), other: 404 } },
  // A's records by their ids.
  offerCall: { input: () => id(ids.offer), expected: ofA() },
  esignStatusCall: {
    input: () => ({ params: { id: ids.offer, documentId: ids.document } }),
    expected: ofA(),
  },
  markNotificationClickedCall: { input: () => id(ids.notification), expected: ofA() },
  formCall: { input: () => id(ids.form), expected: ofA() },
  saveFormCall: { input: () => ({ ...id(ids.form), body: { valuesJson: '{}' } }), expected: ofA() },
  // Each caller deletes only their own: nobody else has a draft there, so none is deleted
  // (answered with no ids, docs/product/apply-and-drafts.md); A's is, last.
  deleteDraftApplicationCall: {
    input: () => ({ body: { positionIds: [String(ids.draftPosition)] } }),
    expected: { ...ofA(), b: 200, admin: 200, themeBuilder: 200 },
  },
  deleteJobAlertCall: { input: () => id(ids.alert), expected: ofA() },
  deleteResumeCall: { input: () => id(ids.resume), expected: ofA() },
  applicationCall: { input: () => id(ids.application), expected: ofA() },
  withdrawApplicationCall: { input: () => id(ids.application), expected: ofA() },
  // A's application's conversation and "How was it?" (withdrawn just above, so it may be answered).
  applicationMessagesCall: { input: () => id(ids.application), expected: ofA() },
  sendApplicationMessageCall: {
    input: () => ({ ...id(ids.application), body: { body: `${MARK} asks` } }),
    expected: ofA(),
  },
  answerSurveyCall: {
    input: () => ({ ...id(ids.application), body: { rating: 4 } }),
    expected: ofA(),
  },
  interviewCall: { input: () => id(ids.interview), expected: ofA() },
  bookInterviewCall: {
    input: () => ({ ...id(ids.interview), body: { slotId: ids.slot, timeZone: 'Europe/Berlin' } }),
    expected: ofA(),
  },
  cancelInterviewCall: { input: () => id(ids.interviewToCancel), expected: ofA() },
  requestInterviewTimesCall: {
    input: () => ({ ...id(ids.interviewForTimes), body: { note: `${MARK} mornings` } }),
    expected: ofA(),
  },
  acceptOfferCall: {
    input: () => ({
      ...id(ids.offerToAccept),
      body: { typedSignature: `${MARK} Candidate`, termsAccepted: 'true' },
    }),
    expected: ofA(),
  },
  acceptOfferDocumentCall: {
    // Sent without its file, which the owner alone is asked for.
    input: () => ({ params: { id: ids.offer, documentId: ids.reviewDocument } }),
    expected: ofA(422),
  },
  declineOfferCall: { input: () => id(ids.offerToDecline), expected: ofA() },
  submitFormCall: {
    input: () => ({
      ...id(ids.form),
      body: { valuesJson: '{}', idempotencyKey: key() },
    }),
    expected: ofA(422),
  },
  // The e-sign widget's calls: a wid names its document and so its group, where another
  // group's candidate has no session (401); in the group, only A's session reaches it.
  esignSessionCall: {
    input: () => ({ query: { wid: ids.wid } }),
    expected: { ...ofA(), other: 401 },
  },
  esignEventCall: {
    input: () => ({ body: { wid: ids.wid, event: 'viewed' } }),
    expected: { ...ofA(), other: 401 },
  },
  esignRejectCall: {
    input: () => ({ body: { wid: ids.widToReject } }),
    expected: { ...ofA(), other: 401 },
  },
  esignSignCall: {
    input: () => ({
      body: {
        wid: ids.wid,
        consentVersion: contracts.ESIGN_CONSENT_VERSION,
        method: 'typed',
        typedName: `${MARK} Candidate`,
      },
    }),
    expected: { ...ofA(), other: 401 },
  },
  uploadResumeCall: {
    input: () => ({
      body: { resumeFileName: 'cv.pdf', resumeContent: `data:application/pdf;base64,${TINY_PDF}` },
    }),
    expected: own(422),
  },
  submitApplicationCall: {
    input: () => ({
      body: { positionId: String(ids.freePosition), valuesJson: '{}', idempotencyKey: key() },
    }),
    expected: elsewhere404(own(422)),
  },
  // The demo's own calls answer this machine only, and nobody from another.
  devApplicationCall: {
    input: () => ({ body: { email: emails.a } }),
    expected: open(404),
    remote: true,
  },
  devFollowUpCall: {
    input: () => ({ body: { email: emails.a } }),
    expected: open(404),
    remote: true,
  },
  devExtendOfferCall: {
    input: () => ({ body: { email: emails.a } }),
    expected: open(404),
    remote: true,
  },
  devNotifyCall: {
    input: () => ({ body: { email: emails.a, category: 'application', message: 'x' } }),
    expected: open(404),
    remote: true,
  },
  mailboxCall: { input: () => ({}), expected: open(404), remote: true },
  cancelEventRegistrationCall: { input: () => id(ids.event), expected: { ...own(), other: 404 } },
  // Last: A's account goes, then everyone's session.
  // Confirmed by one's own address only: A's typed by anyone else deletes nothing.
  deleteAccountCall: {
    input: () => ({ body: { confirmation: emails.a } }),
    expected: { ...open(422), visitor: 401, a: 200 },
  },
  // A's session, and its CSRF token, ended with A's account.
  logoutCall: { input: () => ({}), expected: { ...open(), a: 403 } },
};

const callNamed = (name: string): Call => {
  const found = calls.find(([callName]) => callName === name)?.[1];
  if (!found) throw new Error(`No call ${name}`);
  return found;
};

// What of A's may show in nobody else's answer: A's name, address and record ids, unless the
// request itself carried it (an id in a path may be named back in its 404).
function leaksOfA(body: string, input: unknown): string[] {
  const sent = JSON.stringify(input);
  const markers = [
    MARK,
    emails.a,
    ids.application,
    ids.offer,
    ids.offerToAccept,
    ids.offerToDecline,
    ids.document,
    ids.reviewDocument,
    ids.wid,
    ids.widToReject,
    ids.resume,
  ];
  return markers.filter(
    (marker) => marker !== '' && !sent.includes(marker) && body.includes(marker),
  );
}

describe('the table', () => {
  it('has a row for every call the contracts define, and only for those', () => {
    const names = calls.map(([name]) => name);
    expect(names.filter((name) => !(name in ROWS))).toEqual([]);
    expect(Object.keys(ROWS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('names calls the server answers, each at its path', () => {
    const missing = calls.filter(
      ([, call]) => !t.app.hasRoute({ method: call.method, url: call.path }),
    );
    expect(missing.map(([name]) => name)).toEqual([]);
  });
});

// Every write needs the session's CSRF token, whoever sends it (decision 006).
describe('a write without the CSRF token', () => {
  const writes = calls.filter(([name, call]) => call.method !== 'GET' && !ROWS[name]?.remote);
  it.each(writes)('%s is refused with 403', async (name, call) => {
    const row = ROWS[name];
    if (!row) throw new Error(`No row for ${name}`);
    const answer = await send('b', call, row.input('b'), { csrf: false });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(403);
  });
});

// The headers every answer carries (apps/server/src/http/security.ts): the app's own scripts
// only, framed by its own pages, never sniffed, no referrer, and never kept by a shared cache.
function expectSafeHeaders(answer: { headers: Record<string, unknown> }, what: string): void {
  const csp = String(answer.headers['content-security-policy']);
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  // A file answer runs nothing at all (http/attachment.ts).
  expect(["'self'", "'none'"], what).toContain(scripts);
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('no-referrer');
  expect(String(answer.headers['cache-control']), what).toMatch(/no-store|private/);
}

// Files and pages are reached by address, not through a call; the same rules hold.
async function get(persona: Persona, path: string) {
  const person = people[persona];
  const separator = path.includes('?') ? '&' : '?';
  return t.app.inject({
    method: 'GET',
    url: `${path}${separator}domain=${domainOf(persona)}`,
    headers: { cookie: person.cookieHeader },
  });
}

describe('files by address', () => {
  const files: [string, () => string, Expected][] = [
    ['a resume file', () => fillCallPath(contracts.RESUME_FILE_PATH, { id: ids.resume }), ofA()],
    [
      'an offer document file',
      () =>
        fillCallPath(contracts.OFFER_DOCUMENT_FILE_PATH, {
          id: ids.offer,
          documentId: ids.document,
        }),
      ofA(),
    ],
    ['the exported resume', () => contracts.EXPORT_RESUME_PATH, own()],
    ['all my data', () => contracts.MY_DATA_PATH, own()],
  ];
  it.each(files)('%s', async (_, path, expected) => {
    for (const persona of PERSONAS) {
      const answer = await get(persona, path());
      expect(answer.statusCode, `${persona}: ${answer.body.slice(0, 200)}`).toBe(expected[persona]);
      expectSafeHeaders(answer, persona);
      if (persona !== 'a') expect(leaksOfA(answer.body, { path: path() }), persona).toEqual([]);
    }
  });
});

describe('every page, as each of six people', () => {
  const filled = (path: string) =>
    path
      .replace(':documentId', ids.document)
      .replace(':id', ids.offer)
      .replace('/:pid?', `/${ids.draftPosition}`)
      .replace('/:query?/:location?', '/engineer');
  // A job page answers 404 for a job the site does not have: a private one without its link's
  // token anywhere, A's group's job on another group's site.
  const statusOf = (path: string, persona: Persona) =>
    path === '/careers/job/private' || (path.startsWith('/careers/job/') && persona === 'other')
      ? 404
      : 200;
  it.each(PAGE_ROUTES.map((route) => [route.path, route] as const))('%s', async (_, route) => {
    for (const persona of PERSONAS) {
      const answer = await get(persona, filled(route.path));
      expect(answer.statusCode, persona).toBe(statusOf(route.path, persona));
      expectSafeHeaders(answer, persona);
      if (persona !== 'a')
        expect(leaksOfA(answer.body, { path: filled(route.path) }), persona).toEqual([]);
      // A protected page shows a visitor the login modal: the app reads it from the boot data.
      if (persona === 'visitor' && answer.statusCode === 200)
        expect(readBootData(answer.body).isLoggedIn).toBe(false);
    }
  });
});

describe('every call, as each of six people', () => {
  // The others first, then A: A's own call may end a record (a withdrawal, a deletion).
  const order: Persona[] = [...PERSONAS.filter((persona) => persona !== 'a'), 'a'];
  for (const [name, row] of Object.entries(ROWS)) {
    it(`${name}: ${order.map((persona) => `${persona} ${row.expected[persona]}`).join(', ')}`, async () => {
      const call = callNamed(name);
      for (const persona of order) {
        const input = row.input(persona);
        const answer = await send(persona, call, input, { remote: row.remote ?? false });
        expect(answer.statusCode, `${persona}: ${answer.body.slice(0, 200)}`).toBe(
          row.expected[persona],
        );
        expectSafeHeaders(answer, `${name} ${persona}`);
        if (persona !== 'a') expect(leaksOfA(answer.body, input), persona).toEqual([]);
      }
    });
  }
});
