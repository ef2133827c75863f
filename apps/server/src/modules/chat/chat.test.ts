import { chatCall, type ChatEvent } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInNewCandidate, Visitor, type TestApp } from '../../testing/test-app';
import { addCandidateSkills } from '../candidates/candidates.repository';
import {
  createSearchSite,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';
import { readEvents } from './chat-fixtures';

// The chat assistant's call, offline (no CHAT_API_URL), over HTTP against a group of known
// positions.

describe('chat assistant (offline)', () => {
  let t: TestApp;
  let domain: string;
  let ids: SearchFixtureIds;
  let visitor: Visitor;
  let candidate: Visitor;

  beforeAll(async () => {
    t = await createTestApp();
    let groupId: string;
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    await t.search.catchUp();
    visitor = new Visitor(t.app, domain);
    await visitor.page(`/careers?domain=${domain}`);
    const loggedIn = await logInNewCandidate(t, { domain });
    candidate = loggedIn.visitor;
    await addCandidateSkills(t.db, loggedIn.candidate.id, ['TypeScript', 'Node.js']);
  });
  afterAll(() => t.close());

  const chat = async (as: Visitor, body: Record<string, unknown>) => {
    const response = await as.post(chatCall.path, { domain, ...body });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      events: response.statusCode === 200 ? readEvents(response.body) : [],
      body: response.body,
    };
  };
  const answerOf = (events: ChatEvent[]) => {
    const event = events.find((e) => e.type === 'answer');
    if (event?.type !== 'answer') throw new Error('no answer');
    return event.answer;
  };
  const doneOf = (events: ChatEvent[]) => {
    const event = events.at(-1);
    if (event?.type !== 'done') throw new Error('no done');
    return event;
  };

  it('turns a message into a search and answers with its jobs, streamed as lines', async () => {
    const reply = await chat(visitor, { message: 'senior engineer jobs in Berlin' });
    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/^application\/x-ndjson/);
    const answer = answerOf(reply.events);
    expect(answer).toMatchObject({
      kind: 'results',
      search: { query: 'engineer', location: 'Berlin', seniority: ['senior'] },
    });
    if (answer.kind !== 'results') throw new Error(answer.kind);
    expect(answer.positions.map((position) => position.id)).toContain(ids.backendBerlin);
    expect(doneOf(reply.events)).toMatchObject({ source: 'offline', search: answer.search });
  });

  it('narrows the search the conversation stands on', async () => {
    const first = await chat(visitor, { message: 'engineer jobs' });
    const { search } = doneOf(first.events);
    const refined = await chat(visitor, { message: 'only remote ones', search });
    const answer = answerOf(refined.events);
    expect(answer).toMatchObject({ kind: 'results', search: { query: 'engineer', remote: true } });
    if (answer.kind !== 'results') throw new Error(answer.kind);
    expect(answer.positions.map((position) => position.workLocationOption)).toEqual(
      answer.positions.map(() => 'remote'),
    );
  });

  it('asks what kind of work for a vague wish, offering the departments with open jobs', async () => {
    const answer = answerOf((await chat(visitor, { message: 'find me a job' })).events);
    expect(answer.kind).toBe('clarify');
    if (answer.kind !== 'clarify') throw new Error(answer.kind);
    expect(answer.suggestions[0]).toBe('Engineering');
    expect(answer.suggestions).toEqual(expect.arrayContaining(['Data', 'Marketing']));
  });

  it('answers a question about the open job from its fields', async () => {
    const answer = answerOf(
      (await chat(visitor, { message: 'Is it remote?', positionId: String(ids.reliabilityRemote) }))
        .events,
    );
    expect(answer).toMatchObject({
      kind: 'positionFact',
      topic: 'remote',
      position: { id: ids.reliabilityRemote, isRemote: true },
    });
  });

  it('never reads another group’s job or a closed one', async () => {
    const other = await createSearchSite(t.db);
    const otherIds = await seedSearchPositions(t.db, other.groupId, t.clock.now());
    await t.search.catchUp();
    for (const positionId of [String(otherIds.backendBerlin), String(ids.archived), 'nope']) {
      const answer = answerOf(
        (await chat(visitor, { message: 'what does it pay?', positionId })).events,
      );
      expect(answer).toEqual({ kind: 'noPosition' });
    }
    const cart = answerOf(
      (
        await chat(visitor, {
          message: "what's in my job cart?",
          jobCartPositionIds: [otherIds.frontendMunich, ids.frontendMunich],
        })
      ).events,
    );
    expect(cart.kind === 'cart' && cart.positions.map((position) => position.id)).toEqual([
      ids.frontendMunich,
    ]);
  });

  it('explains the match to a candidate and invites a visitor to log in', async () => {
    const positionId = `${ids.backendBerlin}-senior-backend-engineer`;
    const mine = answerOf(
      (await chat(candidate, { message: 'how well do I match?', positionId })).events,
    );
    expect(mine).toMatchObject({
      kind: 'match',
      position: { id: ids.backendBerlin },
      match: { matchedSkills: ['TypeScript', 'Node.js'], missingSkills: ['PostgreSQL'] },
    });
    const theirs = answerOf(
      (await chat(visitor, { message: 'how well do I match?', positionId })).events,
    );
    expect(theirs).toEqual({ kind: 'matchNeedsLogin' });
  });

  it('offers the resume upload with the allowed types, and saving the search as an alert', async () => {
    expect(answerOf((await chat(visitor, { message: 'upload my CV' })).events)).toEqual({
      kind: 'uploadResume',
      allowedTypes: ['pdf', 'docx', 'txt'],
    });
    const search = doneOf((await chat(candidate, { message: 'marketing jobs' })).events).search;
    expect(
      answerOf((await chat(candidate, { message: 'alert me about these', search })).events),
    ).toEqual({
      kind: 'saveAlert',
      search,
      enabled: true,
    });
  });

  it('refuses bad input with a 4xx, never a 5xx', async () => {
    expect((await chat(visitor, { message: '   ' })).status).toBe(422);
    expect((await chat(visitor, { message: 'x'.repeat(2001) })).status).toBe(422);
    expect((await chat(visitor, { message: 'hi', history: 'nope' })).status).toBe(422);
    expect((await chat(visitor, { message: 'hi', job_cart_position_ids: [-1] })).status).toBe(422);
    for (const message of [
      '🙂🙂🙂',
      'أبحث عن وظيفة في دبي',
      '\u200b',
      '<script>alert(1)</script>',
    ]) {
      const reply = await chat(visitor, { message });
      expect(reply.status, message).toBe(200);
      expect(doneOf(reply.events).source).toBe('offline');
    }
    // Without the CSRF token a write is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: chatCall.path,
      payload: { domain, message: 'hi' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('is there only as chatbotxConfig says: off is 404, visitors only when enabled for them', async () => {
    const restore = await t.setConfig(domain, 'chatbotxConfig.loggedOutEnabled', false);
    expect((await chat(visitor, { message: 'hi' })).status).toBe(401);
    expect((await chat(candidate, { message: 'hi' })).status).toBe(200);
    await restore();
    const off = await t.setConfig(domain, 'chatbotxConfig.enabled', false);
    expect((await chat(candidate, { message: 'hi' })).status).toBe(404);
    await off();
  });

  it('holds a flood of messages from one reader with 429', async () => {
    const flooder = new Visitor(t.app, domain);
    await flooder.page(`/careers?domain=${domain}`);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await chat(flooder, { message: 'hello' })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
