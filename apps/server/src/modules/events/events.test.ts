import {
  cancelEventRegistrationCall,
  dashboardEventsCall,
  registerForEventCall,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGroup } from '../config/config.service';
import { createCareerEvent } from './events.service';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';

const DOMAIN = 'northwind.example';
const ALEX = 'alex.morgan@example.com';
const LIST = `${dashboardEventsCall.path}?domain=${DOMAIN}`;
const pathOf = (template: string, id: number | string) => template.replace(':id', String(id));

// Events and registrations, on the real database.
describe('events', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the demo events for Alex, upcoming soonest first with the registration, then past', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, ALEX);
    const { upcoming, past } = dataOf(dashboardEventsCall, await visitor.get(LIST));
    expect(upcoming.map((event) => event.title)).toEqual([
      'Life in engineering at Northwind (webinar)',
      'Northwind open day',
    ]);
    expect(upcoming[0]?.registration).toBeNull();
    expect(upcoming[0]?.joinUrl).toMatch(/^https:\/\//);
    expect(upcoming[1]?.registration?.status).toBe('Registered');
    expect(past.map((event) => event.title)).toEqual(['Bay Area career fair']);
  });

  it('registers, keeps a second registration as it was, cancels and registers again', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const { upcoming, past } = dataOf(dashboardEventsCall, await visitor.get(LIST));
    const id = upcoming[0]?.id ?? 0;
    const register = () =>
      visitor.send('POST', pathOf(registerForEventCall.path, id), { domain: DOMAIN });
    const first = dataOf(registerForEventCall, await register()).event;
    expect(first.registration?.status).toBe('Registered');
    t.clock.advance(60_000);
    const again = dataOf(registerForEventCall, await register()).event;
    expect(again.registration).toEqual(first.registration);

    const cancel = await visitor.send('POST', pathOf(cancelEventRegistrationCall.path, id), {
      domain: DOMAIN,
    });
    expect(dataOf(cancelEventRegistrationCall, cancel).event.registration?.status).toBe(
      'Cancelled',
    );
    expect(dataOf(registerForEventCall, await register()).event.registration?.status).toBe(
      'Registered',
    );

    // An event that has ended takes no registration.
    const ended = await visitor.send('POST', pathOf(registerForEventCall.path, past[0]?.id ?? 0), {
      domain: DOMAIN,
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ message: 'This event has ended.' });
  });

  it('answers 404 for another group’s or an unknown event, 422 for garbage, 401 logged out', async () => {
    await createCareerEvent(
      t.db,
      await loadGroup(t.db, 'contoso.example'),
      {
        title: 'Contoso day',
        description: '',
        startsAt: new Date('2099-01-01T10:00:00Z'),
        durationMinutes: 60,
        location: '',
        joinUrl: null,
      },
      t.clock.now(),
    );
    const contoso = await logInNewCandidate(t, { domain: 'contoso.example' });
    const contosoId = dataOf(
      dashboardEventsCall,
      await contoso.visitor.get(`${dashboardEventsCall.path}?domain=contoso.example`),
    ).upcoming[0]?.id;
    expect(contosoId).toBeGreaterThan(0);
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const post = (id: string) =>
      visitor.send('POST', pathOf(registerForEventCall.path, id), { domain: DOMAIN });
    expect((await post(String(contosoId))).statusCode).toBe(404);
    expect((await post('999999')).statusCode).toBe(404);
    expect((await post('abc')).statusCode).toBe(422);
    expect((await new Visitor(t.app).get(LIST)).statusCode).toBe(401);
  });
});
