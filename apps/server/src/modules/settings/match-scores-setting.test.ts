import {
  chatCall,
  matchDetailsCall,
  searchCall,
  settingsCall,
  updateSettingsCall,
  type ChatEvent,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  readBootData,
  type TestApp,
  type Visitor,
} from '../../testing/test-app';
import { addCandidateSkills } from '../candidates/candidates.repository';
import { readEvents } from '../chat/chat-fixtures';
import {
  createSearchSite,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';

// The candidate's setting that turns match scores and "Recommended for you" off
// (docs/product/match-and-chat.md): stored with their other settings, and while it is off the
// server works out no match for them anywhere.
describe('match scores setting', () => {
  let t: TestApp;
  let domain: string;
  let ids: SearchFixtureIds;
  let candidate: Visitor;

  beforeAll(async () => {
    t = await createTestApp();
    let groupId: string;
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    await t.search.catchUp();
    const loggedIn = await logInNewCandidate(t, { domain });
    candidate = loggedIn.visitor;
    await addCandidateSkills(t.db, loggedIn.candidate.id, ['TypeScript', 'Node.js']);
  });
  afterAll(() => t.close());

  const position = () => `${ids.backendBerlin}-senior-backend-engineer`;
  const settings = async () =>
    dataOf(settingsCall, await candidate.get(`${settingsCall.path}?domain=${domain}`));
  const setMatchScores = async (matchScores: boolean) =>
    dataOf(
      updateSettingsCall,
      await candidate.post(updateSettingsCall.path, { domain, match_scores: matchScores }),
    );
  const matchDetails = async () =>
    dataOf(
      matchDetailsCall,
      await candidate.get(`${matchDetailsCall.path}?domain=${domain}&position_id=${position()}`),
    );
  const search = async () =>
    dataOf(
      searchCall,
      await candidate.get(
        `${searchCall.path}?domain=${domain}&query=engineer&sort_by=recommended&num=10`,
      ),
    );
  const explainMatch = async () => {
    const answer = await candidate.post(chatCall.path, {
      domain,
      message: 'how well do I match?',
      position_id: position(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const event = readEvents(answer.body).find(
      (e): e is Extract<ChatEvent, { type: 'answer' }> => e.type === 'answer',
    );
    return event?.answer;
  };

  it('is on until the candidate turns it off, and each change is stored', async () => {
    expect((await settings()).matchScores).toBe(true);
    expect((await setMatchScores(false)).matchScores).toBe(false);
    expect((await settings()).matchScores).toBe(false);
    // Other settings are left as they were.
    expect(await settings()).toMatchObject({ notifyByEmail: true, mutedEmailCategories: [] });
    expect((await setMatchScores(true)).matchScores).toBe(true);
    expect((await settings()).matchScores).toBe(true);
  });

  it('refuses a change without the CSRF token, and a value that is not a yes or no', async () => {
    const noToken = await candidate.post(
      updateSettingsCall.path,
      { domain, match_scores: false },
      { 'x-csrf-token': 'not-the-token' },
    );
    expect(noToken.statusCode).toBe(403);
    const notBoolean = await candidate.post(updateSettingsCall.path, {
      domain,
      match_scores: 'off',
    });
    expect(notBoolean.statusCode).toBe(422);
    expect((await settings()).matchScores).toBe(true);
  });

  it('while off, returns no match, no "Recommended for you" and no match in the chat', async () => {
    expect((await matchDetails()).match?.score).not.toBeNull();
    expect((await search()).resultsMetaData.sortOptions).toContain('recommended');

    await setMatchScores(false);
    expect(await matchDetails()).toEqual({ match: null, turnedOff: true });
    const off = await search();
    expect(off.sortBy).toBe('relevance');
    expect(off.resultsMetaData.sortOptions).not.toContain('recommended');
    expect(await explainMatch()).toEqual({ kind: 'matchTurnedOff' });

    // Turned on again, all of it is back.
    await setMatchScores(true);
    const on = await matchDetails();
    expect(on.turnedOff).toBeUndefined();
    expect(on.match?.matchedSkills).toEqual(['TypeScript', 'Node.js']);
    const back = await search();
    expect(back.sortBy).toBe('recommended');
    expect(back.resultsMetaData.sortOptions).toContain('recommended');
    expect(await explainMatch()).toMatchObject({ kind: 'match' });
  });

  it('tells the page whether a language model answers the chat', async () => {
    const page = await candidate.page(`/careers?domain=${domain}`);
    expect(readBootData(page.body).chatUsesLanguageModel).toBe(false);
  });
});

describe('the chat assistant with a language model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_API_URL: 'http://127.0.0.1:9/v1', CHAT_MODEL: 'test-model' });
  });
  afterAll(() => t.close());

  it('tells the page that a language model answers', async () => {
    const page = await t.app.inject({ url: '/careers' });
    expect(readBootData(page.body).chatUsesLanguageModel).toBe(true);
  });
});
