import {
  HEADER_LOGIN_REQUIRED,
  keysToCamel,
  savePositionCall,
  savedPositionsCall,
  searchCall,
  type CallResponse,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInNewCandidate, Visitor, type TestApp } from '../../testing/test-app';
import { archivePosition } from '../positions/positions.service';
import {
  createSearchSite,
  privateKeyOf,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';

type Saved = CallResponse<typeof savedPositionsCall>;

// GET /api/pcsx/positions/saved and the save/unsave call, on the real database.
describe('saved positions', () => {
  let t: TestApp;
  let domain: string;
  let groupId: string;
  let ids: SearchFixtureIds;
  let privateKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    privateKey = await privateKeyOf(t.db, groupId, ids.privateBerlin);
    await t.search.catchUp();
  });
  afterAll(() => t.close());

  const loggedIn = async () => (await logInNewCandidate(t, { domain })).visitor;

  const save = (visitor: Visitor, positionId: string, operation = 'save') =>
    visitor.post(savePositionCall.path, { domain, position_id: positionId, operation });

  async function list(visitor: Visitor): Promise<Saved['positions']> {
    const response = await visitor.get(`${savedPositionsCall.path}?domain=${domain}`);
    expect(response.statusCode, response.body).toBe(200);
    return (keysToCamel(response.json()) as { data: Saved }).data.positions;
  }

  it('saves and unsaves, idempotently, and search shows isSaved', async () => {
    const visitor = await loggedIn();
    const first = await save(visitor, String(ids.backendBerlin));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { position_id: ids.backendBerlin, is_saved: true } });
    expect((await save(visitor, `${ids.frontendMunich}-frontend-developer`)).statusCode).toBe(200);
    expect((await save(visitor, String(ids.backendBerlin))).statusCode).toBe(200);

    expect((await list(visitor)).map((position) => position.id)).toEqual([
      ids.frontendMunich,
      ids.backendBerlin,
    ]);
    const found = await visitor.get(`${searchCall.path}?domain=${domain}&query=backend`);
    const result = (keysToCamel(found.json()) as { data: CallResponse<typeof searchCall> }).data;
    const berlin = result.positions.find((position) => position.id === ids.backendBerlin);
    expect(berlin?.positionUserActions.isSaved).toBe(true);

    const removed = await save(visitor, String(ids.backendBerlin), 'unsave');
    expect(removed.json()).toEqual({ data: { position_id: ids.backendBerlin, is_saved: false } });
    expect((await list(visitor)).map((position) => position.id)).toEqual([ids.frontendMunich]);
  });

  it('reaches a private position only by its link key', async () => {
    const visitor = await loggedIn();
    expect((await save(visitor, String(ids.privateBerlin))).statusCode).toBe(404);
    const byKey = await save(visitor, privateKey);
    expect(byKey.json()).toEqual({ data: { position_id: ids.privateBerlin, is_saved: true } });
    const [saved] = await list(visitor);
    expect(saved?.canonicalPositionUrl).toContain(`/careers/job/private?pid=${privateKey}`);
  });

  it('refuses closed positions, keeps one that closes after saving, and lets it go', async () => {
    const visitor = await loggedIn();
    expect((await save(visitor, String(ids.archived))).statusCode).toBe(410);
    expect((await save(visitor, String(ids.expired))).statusCode).toBe(410);
    expect((await save(visitor, String(ids.closingLater))).statusCode).toBe(200);
    await archivePosition(t.db, groupId, ids.closingLater, t.clock.now());
    const [closed] = await list(visitor);
    expect(closed?.id).toBe(ids.closingLater);
    expect(closed?.archivedAt).toBeGreaterThan(0);
    expect((await save(visitor, String(ids.closingLater), 'unsave')).statusCode).toBe(200);
    expect(await list(visitor)).toEqual([]);
  });

  it('never reaches another group: its positions are 404 and its candidates see their own', async () => {
    const other = await createSearchSite(t.db);
    const otherIds = await seedSearchPositions(t.db, other.groupId, t.clock.now());
    const visitor = await loggedIn();
    expect((await save(visitor, String(otherIds.backendBerlin))).statusCode).toBe(404);
    expect((await save(visitor, String(otherIds.backendBerlin), 'unsave')).statusCode).toBe(404);
    expect(await list(visitor)).toEqual([]);
  });

  it('asks a visitor to log in, and checks input and CSRF', async () => {
    const visitor = new Visitor(t.app, domain);
    await visitor.page(`/careers?domain=${domain}`);
    const listed = await visitor.get(`${savedPositionsCall.path}?domain=${domain}`);
    expect(listed.statusCode).toBe(401);
    expect(listed.headers[HEADER_LOGIN_REQUIRED]).toBeDefined();
    expect((await save(visitor, String(ids.backendBerlin))).statusCode).toBe(401);

    const member = await loggedIn();
    const badOperation = await save(member, String(ids.backendBerlin), 'toggle');
    expect(badOperation.statusCode).toBe(422);
    expect((await save(member, '')).statusCode).toBe(422);
    expect((await save(member, 'x'.repeat(101))).statusCode).toBe(422);
    expect((await save(member, "1' or 1=1 --")).statusCode).toBe(404);
    expect((await save(member, '99999999999999')).statusCode).toBe(404);
    const noCsrf = await member.post(
      savePositionCall.path,
      { domain, position_id: String(ids.backendBerlin), operation: 'save' },
      { 'x-csrf-token': '' },
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});
