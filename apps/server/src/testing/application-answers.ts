// The demo application form (modules/demo/forms/application-form.ts) answered as a candidate
// would, with a resume uploaded before (uploadFileCall): the crash test and the benchmarks submit
// these.
type Applicant = { email: string; resume: { fileId: string; size: number } };

const COVER_LETTER = [
  'Dear hiring team,',
  'I am writing to apply for this role. Over the last six years I have built and run web',
  'services used by millions of people, most recently as a senior engineer on a payments team',
  'where I led the move of our checkout from a monolith to a set of small services, cut the p99',
  'latency of the busiest endpoint by two thirds and set up the on-call rotation and runbooks',
  'the team still uses. I enjoy working closely with product and design, writing clear design',
  'documents, and mentoring newer engineers through code review and pairing. Your team’s work',
  'on hiring tools appeals to me because it sits where careful engineering meets real people',
  'making important decisions, and I would like to help make that experience fast, fair and',
  'accessible. I would be glad to talk about how my experience could help you.',
  'Kind regards,',
  'Robin Tester',
].join('\n');

// What the demo application form (apps/server/src/modules/demo/forms/application-form.ts) asks,
// answered as a candidate would; `draftNumber` changes the cover letter a little, as typing does.
export function draftAnswers(applicant: Applicant, draftNumber: number) {
  return {
    firstName: 'Robin',
    lastName: 'Tester',
    email: applicant.email,
    phone: '+1 4155550123',
    country: 'US',
    region: 'CA',
    city: 'San Francisco',
    resume: [
      {
        uid: 'r1',
        name: 'cv.pdf',
        size: applicant.resume.size,
        type: 'application/pdf',
        fileId: applicant.resume.fileId,
      },
    ],
    coverLetter: `${COVER_LETTER}\n(${draftNumber})`,
    experience: [
      ['Acme Payments', 'Senior Software Engineer'],
      ['Globex', 'Software Engineer'],
      ['Initech', 'Junior Developer'],
    ].map(([company, title]) => ({
      company,
      title,
      period: { startDate: '2019-01', endDate: '2021-06', isCurrent: false },
      summary: `Built and ran ${company}'s web services as ${title}: APIs, databases, on-call.`,
    })),
    skills: [
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'React',
      'Python',
      'Kubernetes',
      'AWS',
      'GraphQL',
    ],
    workAuthorized: 'yes',
    relocate: 'no',
  };
}

// A year ahead, so the form's isFuture rule holds in any time zone.
const START_DATE = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

export function completeAnswers(applicant: Applicant, number: number) {
  return { ...draftAnswers(applicant, number), startDate: START_DATE, consent: true };
}
