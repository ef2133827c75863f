import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerSurveyCall,
  applicationCall,
  applicationMessagesCall,
  sendApplicationMessageCall,
  type ApplicationMessage,
} from '@careers/contracts/application-follow-up';
import type { Application } from '@careers/contracts/applications';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { similarPositionsCall } from '@careers/contracts/similar-positions';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { APPLICATION, STAGES } from '../../test/application-fixtures';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer, type FakeRoute } from '../../test/fake-server';
import { lite } from '../../test/position-fixtures';
import { renderApp } from '../../test/render-app';
import { SHELL_ROUTES } from '../../test/shell-routes';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const QUESTION: ApplicationMessage = {
  id: 1,
  author: 'candidate',
  body: 'Is the role open to part-time? <b>thanks</b>',
  attachment: null,
  createdAt: '2026-11-06T09:00:00.000Z',
  readAt: '2026-11-06T12:00:00.000Z',
};
const ANSWER: ApplicationMessage = {
  id: 2,
  author: 'employer',
  body: 'Yes: 30 hours a week is possible.',
  attachment: null,
  createdAt: '2026-11-07T09:00:00.000Z',
  readAt: null,
};

function show(application: Application, routes: FakeRoute[] = [], messages = [QUESTION, ANSWER]) {
  const server = fakeServer([
    ...SHELL_ROUTES,
    answer(notificationBadgeCall, { count: 0 }),
    answer(applicationCall, { application }),
    answer(applicationMessagesCall, { messages }),
    ...routes,
  ]);
  renderApp(demoBoot({ user: ALEX }), `/careers/applications/${application.id}`);
  return { server, user: userEvent.setup() };
}

// The page's chunk loads on first use, which takes a while in a cold test run.
const PAGE_LOAD = { timeout: 45_000 };
const day = (at: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(at));
const dayTime = (at: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

describe('an application’s page', () => {
  it('shows its stages, the current one explained, and when to expect an update', async () => {
    show(APPLICATION);
    const stages = await screen.findByRole(
      'list',
      { name: 'Stages of your application for Staff Nurse' },
      PAGE_LOAD,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Nurse' })).toBeVisible();
    const current = within(stages)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Under review, current stage');
    expect(current?.textContent).toContain(`Reached on ${day('2026-11-05T10:00:00.000Z')}`);
    expect(current?.textContent).toContain('What happens at Under review.');
    expect(
      screen.getByText(`Expect an update by ${day('2026-11-19T10:00:00.000Z')}`),
    ).toBeVisible();
    expect(screen.getByText('We aim to reply within 14 days')).toBeVisible();
  });

  it('shows one timeline: statuses with their reason, interviews, notices and the conversation', async () => {
    const rejected: Application = {
      ...APPLICATION,
      status: 'Rejected',
      statusHistory: [
        ...APPLICATION.statusHistory,
        {
          status: 'Rejected',
          at: '2026-11-25T10:00:00.000Z',
          reason: 'We have filled this position.\nThank you for your time.',
        },
      ],
      interviewEvents: [
        { interviewId: 4, kind: 'completed', at: '2026-11-10T10:00:00.000Z', startsAt: null },
      ],
      updates: [
        {
          kind: 'overdue',
          at: '2026-11-20T10:00:00.000Z',
          expectedBy: '2026-11-27T10:00:00.000Z',
          note: null,
        },
        {
          kind: 'extended',
          at: '2026-11-21T10:00:00.000Z',
          expectedBy: '2026-12-05T10:00:00.000Z',
          note: 'The hiring manager is away until December.',
        },
      ],
      stage: STAGES.notSelected,
      stages: [
        { ...STAGES.received, reachedAt: '2026-11-01T10:00:00.000Z' },
        { ...STAGES.review, reachedAt: '2026-11-05T10:00:00.000Z' },
        { ...STAGES.notSelected, reachedAt: '2026-11-25T10:00:00.000Z' },
      ],
      expectedBy: null,
    };
    show(rejected, [
      answer(similarPositionsCall, {
        position: { id: 7, name: 'Staff Nurse' },
        positions: [lite(8, 'Night Nurse')],
      }),
    ]);
    const timeline = await screen.findByRole('region', { name: 'Timeline' }, PAGE_LOAD);
    await within(timeline).findByText('You asked a question');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Submitted${dayTime('2026-11-01T10:00:00.000Z')}`,
      `In review${dayTime('2026-11-05T10:00:00.000Z')}`,
      `You asked a question${dayTime('2026-11-06T09:00:00.000Z')}`,
      `The recruiting team answered${dayTime('2026-11-07T09:00:00.000Z')}`,
      `Interview took place${dayTime('2026-11-10T10:00:00.000Z')}`,
      `Taking longer than planned: new date ${day('2026-11-27T10:00:00.000Z')}${dayTime('2026-11-20T10:00:00.000Z')}`,
      `The team took more time: expect an update by ${day('2026-12-05T10:00:00.000Z')}The hiring manager is away until December.${dayTime('2026-11-21T10:00:00.000Z')}`,
      `Not selectedReason: We have filled this position.Thank you for your time.${dayTime('2026-11-25T10:00:00.000Z')}`,
    ]);
    expect(screen.queryByText(/Expect an update by/)).toBeNull();
    // Decided against: open jobs like it, and a job alert.
    const next = screen.getByRole('region', { name: 'What next' });
    expect(await within(next).findByRole('link', { name: 'Night Nurse' })).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Create a job alert' })).toHaveAttribute(
      'href',
      '/careers/job-alerts',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('shows the conversation as text, with read receipts, and sends a question', async () => {
    const { server, user } = show(APPLICATION, [
      answer(sendApplicationMessageCall, {
        message: { ...QUESTION, id: 3, body: 'When will I hear back?', readAt: null },
      }),
    ]);
    const conversation = await screen.findByRole(
      'region',
      { name: 'Questions for the recruiting team' },
      PAGE_LOAD,
    );
    const messages = await within(conversation).findByRole('list', {
      name: 'Messages about this application',
    });
    // Markup in a message is shown as written, never as HTML.
    expect(within(messages).getByText(QUESTION.body)).toBeVisible();
    expect(messages.querySelector('b')).toBeNull();
    expect(messages.textContent).toContain(`Read ${dayTime(QUESTION.readAt ?? '')}`);
    await user.type(
      within(conversation).getByRole('textbox', { name: 'Your question' }),
      'When will I hear back?',
    );
    await user.click(within(conversation).getByRole('button', { name: 'Send question' }));
    await screen.findByText('Your question was sent to the recruiting team.');
    expect(server.callsTo(sendApplicationMessageCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      body: 'When will I hear back?',
      file_id: null,
    });
    expect(within(conversation).getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  });

  it('asks "How was it?" once it is open, and sends the answer', async () => {
    const { server, user } = show({ ...APPLICATION, survey: 'open' }, [
      answer(answerSurveyCall, { survey: 'answered' }),
    ]);
    const survey = await screen.findByRole(
      'region',
      { name: 'How was your experience of applying?' },
      PAGE_LOAD,
    );
    await user.click(within(survey).getByRole('button', { name: 'Send answer' }));
    expect(within(survey).getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.');
    await user.click(within(survey).getByRole('radio', { name: '4 stars' }));
    await user.type(within(survey).getByRole('textbox', { name: /Anything to add/ }), 'Quick.');
    await user.click(
      within(survey).getByRole('checkbox', { name: /Share my name with the recruiting team/ }),
    );
    await user.click(within(survey).getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() => {
      expect(server.callsTo(answerSurveyCall)).toHaveLength(1);
    });
    expect(server.callsTo(answerSurveyCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      rating: 4,
      comment: 'Quick.',
      share_identity: true,
    });
  });

  it('says so when the application is not the candidate’s', async () => {
    fakeServer([...SHELL_ROUTES, answer(notificationBadgeCall, { count: 0 })]);
    renderApp(demoBoot({ user: ALEX }), `/careers/applications/${APPLICATION.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application not found' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'All applications' })).toHaveAttribute(
      'href',
      '/careers/applications',
    );
  });
});
