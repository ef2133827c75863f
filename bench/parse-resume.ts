import { PDFDocument } from 'pdf-lib';
// The server exports no subpath for these pure functions; bench imports them by path, as it
// measures the server's own code, not a published API.
import {
  RESUME_PERSONAS,
  resumeDocx,
  resumePdf,
} from '../apps/server/src/modules/resumes/resume-fixtures';
import { parseResume } from '../apps/server/src/modules/resumes/resume-parser';
import { extractResumeText } from '../apps/server/src/modules/resumes/resume-text';
import { checkBudget, median, percentile } from './lib/report';

// Budget: parsing a 3-page PDF resume ≤ 500 ms — its text extracted with pdf.js
// and read into profile entries, as upload_resume does; a Word resume beside it. The first parse
// of a process (pdf.js and its worker loaded, the gazetteer and skills read) is reported apart:
// a listening server pays it in the background when it starts (resumes.plugin.ts).
const WARM_UP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 500;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const persona = RESUME_PERSONAS[0];
if (!persona) throw new Error('No test resume.');
const pdf = await resumePdf(persona, 3);
const pages = (await PDFDocument.load(pdf)).getPageCount();
const docx = await resumeDocx(persona);

const parse = async (bytes: Uint8Array, type: 'pdf' | 'docx') =>
  parseResume(await extractResumeText(bytes, type));

const firstStarted = performance.now();
const first = await parse(pdf, 'pdf');
const firstMs = performance.now() - firstStarted;
console.log(
  `first parse of the process (pdf.js loaded, gazetteer read): ${ms(firstMs)}; ` +
    `${first.experience.length} jobs, ${first.skills.length} skills`,
);

for (const [name, bytes, type] of [
  [`PDF, ${pages} pages, ${pdf.length} bytes`, pdf, 'pdf'],
  [`DOCX, ${docx.length} bytes`, docx, 'docx'],
] as const) {
  for (let run = 0; run < WARM_UP; run += 1) await parse(bytes, type);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await parse(bytes, type);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name}: median ${ms(median(times))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1) ?? 0)}`,
  );
  checkBudget(`parse ${type} (p95)`, percentile(times, 0.95), BUDGET_MS, 'ms');
}
