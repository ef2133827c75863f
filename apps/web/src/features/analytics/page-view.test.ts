import { afterEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { answer, fakeServer } from '../../test/fake-server';
import { positionIdOf, sendFirstPageView } from './page-view';
import { VSLOG_PATH } from './send-vslog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('positionIdOf', () => {
  it('takes the part before the first hyphen when numeric', () => {
    expect(positionIdOf('123-senior-chef')).toBe('123');
    expect(positionIdOf('456')).toBe('456');
    expect(positionIdOf('chef-123')).toBeNull();
    expect(positionIdOf(null)).toBeNull();
  });
});

describe('sendFirstPageView (decision 021)', () => {
  it('posts to the contract’s path', () => {
    expect(VSLOG_PATH).toBe(vslogCall.path);
  });

  it('sends the page the visitor landed on, as the app would', async () => {
    const server = fakeServer([answer(vslogCall, { stored: 1 })]);
    sendFirstPageView({ domain: 'northwind.example', pageId: 'singlePosition' }, {
      pathname: '/careers/job/123-chef',
      search: '?domain=northwind.example',
    } as Location);
    await vi.waitFor(() => {
      expect(server.callsTo(vslogCall)).toHaveLength(1);
    });
    const [call] = server.callsTo(vslogCall);
    expect(call?.search).toBe('?domain=northwind.example&pid=123');
    expect(call?.body).toMatchObject({ namespace: 'page_analytics', event: 'page_view' });
    expect(JSON.parse((call?.body as { data_json: string }).data_json)).toMatchObject({
      pageId: 'singlePosition',
      path: '/careers/job/123-chef',
    });
  });
});

describe('sendFirstPageView on a page that is not a job page', () => {
  it('sends the boot data’s page id and no position', async () => {
    const server = fakeServer([answer(vslogCall, { stored: 1 })]);
    sendFirstPageView({ domain: 'northwind.example', pageId: 'jobs' }, {
      pathname: '/careers/123-chef',
      search: '?domain=northwind.example',
    } as Location);
    await vi.waitFor(() => {
      expect(server.callsTo(vslogCall)).toHaveLength(1);
    });
    const [call] = server.callsTo(vslogCall);
    expect(call?.search).toBe('?domain=northwind.example');
    expect(JSON.parse((call?.body as { data_json: string }).data_json)).toMatchObject({
      pageId: 'jobs',
    });
  });
});
