import http from 'node:http';
import {
  HEADER_CSRF_TOKEN,
  saveDraftApplicationCall,
  searchCall,
  SEARCH_MAX_NUM,
  submitApplicationCall,
  uploadFileCall,
} from '@careers/contracts';
import { completeAnswers, draftAnswers } from '@careers/server/testing/application-answers';
import { dataOf, logIn, send, type Browser } from './bench-browser';

// A candidate who applies, as the benchmarks drive one (applications.ts, load-mix.ts): logged in
// through the real calls with a resume uploaded, answering the demo application form as a person
// would (the answers the server's tests use too).

// A small file the server takes for a PDF (it decides by the bytes).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

export type Applicant = Browser & {
  email: string;
  domain: string;
  csrfToken: string;
  resume: { fileId: string; size: number };
};

// Logs `email` in (from `address` when given) and uploads its resume.
export async function newApplicant(
  baseUrl: string,
  email: string,
  domain: string,
  address?: string,
): Promise<Applicant> {
  const browser: Browser = {
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    cookies: new Map(),
    ...(address === undefined ? {} : { address }),
  };
  const csrfToken = await logIn(browser, baseUrl, email, domain);
  const uploaded = dataOf(
    `POST ${uploadFileCall.path}`,
    await send(browser, new URL(uploadFileCall.path, baseUrl), {
      method: 'POST',
      headers: { [HEADER_CSRF_TOKEN]: csrfToken },
      json: { domain, name: 'cv.pdf', type: 'application/pdf', content: PDF.toString('base64') },
    }),
  ) as { file_id: string; size: number };
  return {
    ...browser,
    email,
    domain,
    csrfToken,
    resume: { fileId: uploaded.file_id, size: uploaded.size },
  };
}

// Distinct open public positions, from the search a candidate uses (the largest page it allows).
export async function openPositionIds(
  browser: Browser,
  baseUrl: string,
  domain: string,
  count: number,
): Promise<number[]> {
  const ids = new Set<number>();
  for (let start = 0; ids.size < count; start += SEARCH_MAX_NUM) {
    const query = `domain=${domain}&query=&location=&start=${start}&num=${SEARCH_MAX_NUM}`;
    const page = dataOf(
      searchCall.path,
      await send(browser, new URL(`${searchCall.path}?${query}`, baseUrl)),
    ) as { count: number; positions: { id: number; archived_at: number }[] };
    for (const position of page.positions) if (position.archived_at < 0) ids.add(position.id);
    if (page.positions.length === 0 || start + SEARCH_MAX_NUM >= page.count) break;
  }
  if (ids.size < count)
    throw new Error(`The search found ${ids.size} open positions, not ${count}`);
  return [...ids].slice(0, count);
}

// The form's autosave: `draftNumber` changes the answers a little, as typing does.
export function saveDraft(
  client: Applicant,
  baseUrl: string,
  positionId: number,
  draftNumber: number,
) {
  return send(client, new URL(saveDraftApplicationCall.path, baseUrl), {
    method: 'PUT',
    headers: { [HEADER_CSRF_TOKEN]: client.csrfToken },
    json: {
      domain: client.domain,
      position_id: String(positionId),
      values_json: JSON.stringify(draftAnswers(client, draftNumber)),
    },
  });
}

// Keys of 16–64 characters of [A-Za-z0-9_-] (IdempotencyKeySchema): `key` names the submit
// within the run.
export function submitApplication(
  client: Applicant,
  baseUrl: string,
  positionId: number,
  number: number,
  key: string,
) {
  return send(client, new URL(submitApplicationCall.path, baseUrl), {
    method: 'POST',
    headers: { [HEADER_CSRF_TOKEN]: client.csrfToken },
    json: {
      domain: client.domain,
      position_id: String(positionId),
      values_json: JSON.stringify(completeAnswers(client, number)),
      idempotency_key: key,
    },
  });
}
