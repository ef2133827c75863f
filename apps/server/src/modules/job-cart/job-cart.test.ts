import {
  HEADER_LOGIN_REQUIRED,
  JOB_CART_MAX_ITEMS,
  changeJobCartCall,
  jobCartCall,
  keysToCamel,
  type JobCart,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInNewCandidate, Visitor, type TestApp } from '../../testing/test-app';
import { generatePositions } from '../demo/position-generator';
import { archivePosition, savePositions } from '../positions/positions.service';
import {
  createSearchSite,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';

// GET and POST /api/pcsx/job_cart, on the real database (docs/product/saved-jobs-and-cart.md).
describe('job cart', () => {
  let t: TestApp;
  let domain: string;
  let groupId: string;
  let ids: SearchFixtureIds;

  beforeAll(async () => {
    t = await createTestApp();
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
  });
  afterAll(() => t.close());

  const loggedIn = async () => (await logInNewCandidate(t, { domain })).visitor;

  function cartOf(response: { statusCode: number; body: string; json: () => unknown }): JobCart {
    expect(response.statusCode, response.body).toBe(200);
    return (keysToCamel(response.json()) as { data: { data: JobCart } }).data.data;
  }

  const change = (visitor: Visitor, pids: string[], operation: string) =>
    visitor.post(changeJobCartCall.path, { domain, pids, operation });
  const read = async (visitor: Visitor) =>
    cartOf(await visitor.get(`${jobCartCall.path}?domain=${domain}`));
  const idsOf = (cart: JobCart) => cart.jobCartData.map((position) => position.id);

  it('adds in order, answers data.data.jobCartData, and removes', async () => {
    const visitor = await loggedIn();
    expect(await read(visitor)).toEqual({ jobCartData: [], invalidPositionIds: [] });
    const added = cartOf(
      await change(visitor, [String(ids.pythonAmsterdam), String(ids.backendBerlin)], 'add'),
    );
    expect(idsOf(added)).toEqual([ids.pythonAmsterdam, ids.backendBerlin].sort((a, b) => a - b));
    const again = cartOf(await change(visitor, [`${ids.analystLondon}-data-analyst`], 'add'));
    expect(idsOf(again)).toHaveLength(3);
    expect(idsOf(again).at(-1)).toBe(ids.analystLondon);
    expect(again.jobCartData[0]?.positionUserActions).toEqual({ isSaved: false });

    const removed = cartOf(await change(visitor, [String(ids.backendBerlin)], 'remove'));
    expect(idsOf(removed)).not.toContain(ids.backendBerlin);
    expect(idsOf(await read(visitor))).toEqual(idsOf(removed));
  });

  it('reports ids it cannot hold as invalid, and removes them on request', async () => {
    const visitor = await loggedIn();
    const other = await createSearchSite(t.db);
    const otherIds = await seedSearchPositions(t.db, other.groupId, t.clock.now());
    const cart = cartOf(
      await change(
        visitor,
        [
          String(ids.closingLater),
          String(ids.archived),
          String(ids.privateBerlin),
          String(otherIds.backendBerlin),
          '424242424',
        ],
        'add',
      ),
    );
    expect(idsOf(cart)).toEqual([ids.closingLater]);
    expect(cart.invalidPositionIds.sort()).toEqual(
      [
        String(ids.archived),
        String(ids.privateBerlin),
        String(otherIds.backendBerlin),
        '424242424',
      ].sort(),
    );

    await archivePosition(t.db, groupId, ids.closingLater, t.clock.now());
    const stale = await read(visitor);
    expect(stale).toEqual({ jobCartData: [], invalidPositionIds: [String(ids.closingLater)] });
    const cleaned = cartOf(await change(visitor, stale.invalidPositionIds, 'remove'));
    expect(cleaned).toEqual({ jobCartData: [], invalidPositionIds: [] });
  });

  it(`holds at most ${JOB_CART_MAX_ITEMS} positions`, async () => {
    const many = generatePositions({
      profile: 'northwind',
      count: JOB_CART_MAX_ITEMS + 5,
      now: t.clock.now(),
      seed: 7,
    }).map((input, index) => ({
      ...input,
      externalId: `cart-${index}`,
      archivedAt: null,
      validThrough: null,
      isPrivate: false,
    }));
    const created = await savePositions(t.db, groupId, many);
    const visitor = await loggedIn();
    const pids = created.slice(0, JOB_CART_MAX_ITEMS).map(String);
    expect(idsOf(cartOf(await change(visitor, pids, 'add')))).toHaveLength(JOB_CART_MAX_ITEMS);
    const full = await change(visitor, [String(created[JOB_CART_MAX_ITEMS])], 'add');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      message: 'Your job cart is full. Remove a job to add another.',
    });
    expect(idsOf(await read(visitor))).toHaveLength(JOB_CART_MAX_ITEMS);
  });

  it('asks a visitor to log in, and checks input', async () => {
    const visitor = new Visitor(t.app, domain);
    await visitor.page(`/careers?domain=${domain}`);
    const got = await visitor.get(`${jobCartCall.path}?domain=${domain}`);
    expect(got.statusCode).toBe(401);
    expect(got.headers[HEADER_LOGIN_REQUIRED]).toBeDefined();
    expect((await change(visitor, [String(ids.backendBerlin)], 'add')).statusCode).toBe(401);

    const member = await loggedIn();
    expect((await change(member, [], 'add')).statusCode).toBe(422);
    expect((await change(member, [String(ids.backendBerlin)], 'empty')).statusCode).toBe(422);
    const tooMany = Array.from({ length: JOB_CART_MAX_ITEMS + 1 }, (_, index) => String(index));
    expect((await change(member, tooMany, 'add')).statusCode).toBe(422);
    const numbers = await member.post(changeJobCartCall.path, {
      domain,
      pids: [ids.backendBerlin],
      operation: 'add',
    });
    expect(numbers.statusCode).toBe(422);
  });
});
