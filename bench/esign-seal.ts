import { loadavg } from 'node:os';
// The server exports no subpath for these pure functions; bench imports them by path, as it
// measures the server's own code, not a published API.
import { renderOfferLetter } from '../apps/server/src/modules/pdf/offer-letter';
import { loadSealCertificate } from '../apps/server/src/modules/pdf/seal-certificate';
import { signDocument } from '../apps/server/src/modules/pdf/sign-document';
import { verifySeal } from '../apps/server/src/modules/pdf/verify-seal';
import { checkBudget, machineFigures, median, percentile, writeResults } from './lib/report';

// Budget: stamping, appending the audit page and sealing a 10-page letter ≤ 300 ms, one
// document per run: signDocument (stamp → hash → audit page → PKCS#7 seal) on a letter of one
// page and nine of terms. The seal's certificate is made once beforehand, as the server does.
const PAGES = 10;
const WARM_UP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 300;

const startedAt = new Date();
const loadAtStart = loadavg()[0] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

const letter = await renderOfferLetter({
  companyName: 'Northwind Traders',
  candidateName: 'Zoë Lindqvist',
  positionName: 'Senior Backend Engineer',
  salary: '$145,000',
  startDate: '2026-09-01',
  expiresAt: '2026-08-15T23:59:59Z',
  extraPages: PAGES - 1,
  language: 'en',
});
const certificateStarted = performance.now();
const certificate = await loadSealCertificate({ dataDir: null });
const certificateMs = performance.now() - certificateStarted;

const events = ['sent', 'viewed', 'consent.accepted', 'signed'].map((type, index) => ({
  type,
  at: new Date(Date.UTC(2026, 5, 15, 19, index)),
  ip: index === 0 ? null : '203.0.113.42',
  hash: 'ab'.repeat(32),
}));
const sign = () =>
  signDocument({
    original: letter,
    signature: { typedName: 'Zoë Lindqvist' },
    certificate,
    companyName: 'Northwind Traders',
    audit: {
      documentName: 'Offer letter - Senior Backend Engineer',
      documentId: '5d0c7f1e-2f4b-4c55-9a43-0f5c2b7d9e11',
      signerName: 'Zoë Lindqvist',
      signerEmail: 'zoe@example.com',
      signedAt: new Date(),
      timeZone: 'Europe/Stockholm',
      ip: '203.0.113.42',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      consentVersion: 'esign-consent-1',
      language: 'en',
      events,
    },
  });

let sealedBytes = 0;
for (let run = 0; run < WARM_UP; run += 1) {
  const signed = await sign();
  // A fast pipeline that seals wrongly measures nothing.
  const check = verifySeal(signed.bytes, { fingerprintSha256: certificate.fingerprintSha256 });
  if (!check.intact || !check.coversWholeFile) throw new Error(`bad seal: ${check.problem}`);
  sealedBytes = signed.bytes.length;
}

const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  await sign();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `signDocument: ${PAGES}-page letter (${letter.length} bytes → ${sealedBytes} sealed), ` +
    `${RUNS} runs after ${WARM_UP} warm-up; certificate made in ${ms(certificateMs)} (not timed)`,
);
console.log(
  `median ${ms(median(times))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1) ?? 0)}`,
);
checkBudget(
  'stamp + audit page + seal, 10-page letter (p95)',
  percentile(times, 0.95),
  BUDGET_MS,
  'ms',
);

const figures = {
  date: startedAt.toISOString(),
  machine: machineFigures(loadAtStart),
  pages: PAGES,
  runs: RUNS,
  letterBytes: letter.length,
  sealedBytes,
  certificateMs: round(certificateMs),
  medianMs: round(median(times)),
  p95Ms: round(percentile(times, 0.95)),
  maxMs: round(times.at(-1) ?? Number.NaN),
  budgetMs: BUDGET_MS,
};
writeResults('esign-seal', figures);
