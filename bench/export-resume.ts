import { loadavg } from 'node:os';
import { PDFDocument } from 'pdf-lib';
// The server exports no subpath for these pure functions; bench imports them by path, as it
// measures the server's own code, not a published API.
import { renderResumePdf } from '../apps/server/src/modules/resumes/resume-pdf';
import {
  CURRENT_JOB,
  JANA_PROFILE,
  LAYLA_PROFILE,
  SCRIPT_PROFILES,
} from '../apps/server/src/modules/resumes/resume-pdf-fixtures';
import { resumePdfText } from '../apps/server/src/modules/resumes/resume-pdf-text';
import { checkBudget, machineFigures, median, percentile, writeResults } from './lib/report';

// Budget: exporting the resume ≤ 300 ms, in every script. renderResumePdf, one resume per run,
// on a two-page English profile, an Arabic one, and one per script of SCRIPT_PROFILES (Devanagari,
// Telugu, Thai, Hebrew, Japanese, Korean, Chinese, Greek, Cyrillic), each in its language. The
// first render of the process is timed apart: it compiles HarfBuzz and reads the Latin fonts.
const WARM_UP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 300;

const startedAt = new Date();
const loadAtStart = loadavg()[0] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const cases = [
  {
    name: 'en, two pages',
    locale: 'en',
    profile: { ...JANA_PROFILE, experience: Array.from({ length: 12 }, () => CURRENT_JOB) },
  },
  { name: 'ar, one page', locale: 'ar', profile: LAYLA_PROFILE },
  ...SCRIPT_PROFILES.map(({ locale, script, profile }) => ({
    name: `${locale} (${script}), one page`,
    locale,
    profile,
  })),
];

const render = (profile: (typeof cases)[number]['profile'], locale: string) =>
  renderResumePdf(profile, {
    text: resumePdfText(locale),
    accentColor: '#1f4e79',
    creator: 'Northwind Traders',
    now: new Date(),
  });

const firstStarted = performance.now();
await render(JANA_PROFILE, 'en');
const firstMs = performance.now() - firstStarted;
console.log(`first export of the process (HarfBuzz compiled, fonts read): ${ms(firstMs)}`);
checkBudget('first export', firstMs, BUDGET_MS, 'ms');

const results = [];
for (const { name, locale, profile } of cases) {
  let bytes: Uint8Array = new Uint8Array();
  for (let run = 0; run < WARM_UP; run += 1) bytes = await render(profile, locale);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await render(profile, locale);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name}: ${pages} page(s), ${bytes.length} bytes; median ${ms(median(times))}, ` +
      `p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1) ?? 0)}`,
  );
  checkBudget(`export, ${name} (p95)`, percentile(times, 0.95), BUDGET_MS, 'ms');
  results.push({
    name,
    pages,
    bytes: bytes.length,
    medianMs: round(median(times)),
    p95Ms: round(percentile(times, 0.95)),
    maxMs: round(times.at(-1) ?? Number.NaN),
  });
}

const figures = {
  date: startedAt.toISOString(),
  machine: machineFigures(loadAtStart),
  runs: RUNS,
  firstMs: round(firstMs),
  results,
  budgetMs: BUDGET_MS,
};
writeResults('export-resume', figures);
