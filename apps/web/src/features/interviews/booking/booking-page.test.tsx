import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import {
  bookInterviewCall,
  cancelInterviewCall,
  interviewCall,
  requestInterviewTimesCall,
  type Interview,
  type InterviewRules,
  type InterviewSlot,
} from '@careers/contracts/interviews';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { changeLocale } from '../../../shared/i18n/i18n';
import { ALEX, demoBoot } from '../../../test/demo-boot';
import { answer, fakeServer, type FakeAnswer, type FakeRoute } from '../../../test/fake-server';
import { BOOKED_INTERVIEW, OFFERED_INTERVIEW } from '../../../test/interview-fixtures';
import { renderApp } from '../../../test/render-app';

const RULES: InterviewRules = {
  minNoticeHours: 24,
  changeCutoffHours: 24,
  maxReschedules: 2,
  reasonRequired: false,
  contactEmail: null,
};

// 1 December in UTC; in Tokyo (UTC+9) the last two fall on 2 December.
const SLOTS: InterviewSlot[] = [
  { id: 101, startsAt: '2099-12-01T09:00:00.000Z', durationMinutes: 45 },
  { id: 102, startsAt: '2099-12-01T09:30:00.000Z', durationMinutes: 45 },
  { id: 103, startsAt: '2099-12-01T15:00:00.000Z', durationMinutes: 45 },
  { id: 104, startsAt: '2099-12-01T15:30:00.000Z', durationMinutes: 45 },
];

const BOOKED_BY_CANDIDATE: Interview = {
  ...OFFERED_INTERVIEW,
  status: 'booked',
  startsAt: SLOTS[1]?.startsAt ?? null,
  history: [
    ...OFFERED_INTERVIEW.history,
    {
      kind: 'booked',
      by: 'candidate',
      at: '2099-11-21T10:05:00.000Z',
      startsAt: SLOTS[1]?.startsAt ?? null,
      reason: null,
    },
  ],
};

const interviewAnswer = (
  interview: Interview,
  slots: InterviewSlot[],
  rules: InterviewRules,
): FakeAnswer => ({ body: { data: { interview, slots, rules } } });

// The server as the page meets it: the interview read answers the latest state, which a write's
// answer replaces (the page reads the interview again after each write).
function show(
  interview: Interview | FakeAnswer,
  routes: FakeRoute[] = [],
  options: { slots?: InterviewSlot[]; rules?: InterviewRules; locale?: string } = {},
) {
  const { slots = SLOTS, rules = RULES, locale = 'en' } = options;
  let current: FakeAnswer =
    'id' in interview ? interviewAnswer(interview, slots, rules) : interview;
  const written =
    (reply: FakeRoute[1]): FakeRoute[1] =>
    async (request) => {
      const answered = typeof reply === 'function' ? await reply(request) : reply;
      const data = (answered.body as { data?: { interview?: Interview } } | undefined)?.data;
      if ((answered.status ?? 200) === 200 && data?.interview) {
        current = { body: { data: { ...data, slots, rules } } };
      }
      return answered;
    };
  const server = fakeServer([
    ...routes.map(([call, reply]): FakeRoute => [call, written(reply)]),
    [interviewCall, () => current],
    answer(vslogCall, { stored: 1 }),
    answer(notificationBadgeCall, { count: 0 }),
  ]);
  const id = 'id' in interview ? interview.id : OFFERED_INTERVIEW.id;
  const view = renderApp(
    demoBoot({ user: ALEX }),
    `/careers/interviews/${id}/book?domain=northwind.example${locale === 'en' ? '' : `&hl=${locale}`}`,
  );
  return { server, user: userEvent.setup(), ...view };
}

// The page's chunk loads on first use, which takes a while in a cold test run.
const PAGE_LOAD = { timeout: 45_000 };

// The instant as the page writes it in `timeZone` ("Tuesday, December 1, 2099 at 9:00 AM").
const inZone = (iso: string, timeZone: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

// Replaces the zone's text at once (typing it key by key filters the ~420 zones on every key).
async function chooseZone(user: ReturnType<typeof userEvent.setup>, search: string, zone: string) {
  await user.tripleClick(screen.getByRole('combobox', { name: 'Your time zone' }));
  await user.paste(search);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${zone} `) }));
}

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the interview booking page', { timeout: 90_000 }, () => {
  it('shows the interview and its free times by day in the zone the candidate chooses', async () => {
    const { user } = show(OFFERED_INTERVIEW);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff Nurse' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Staff Nurse' })).toBeVisible();
    expect(screen.getByText('Interview with Dana Reyes, Sam Lee')).toBeVisible();
    expect(screen.getByText('45 minutes')).toBeVisible();
    expect(screen.getByRole('link', { name: /^https:\/\/meet\.example\/abc / })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Europe/Berlin (GMT+01:00)').closest('p')).toHaveTextContent(
      /^Interviewers' time zone: Europe\/Berlin \(GMT\+01:00\)$/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a time' })).toBeVisible();
    expect(
      screen.getByText(
        `Choose by ${inZone('2099-11-28T23:59:59.000Z', Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
      ),
    ).toBeVisible();

    await chooseZone(user, 'Berlin', 'Europe/Berlin');
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      'Europe/Berlin (GMT+01:00)',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((day) => day.textContent)).toEqual([
      'Tuesday, December 1, 2099',
    ]);
    const berlin = screen.getByRole('listbox', { name: 'Times on Tuesday, December 1, 2099' });
    expect(
      within(berlin)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10:00 AM', '10:30 AM', '4:00 PM', '4:30 PM']);
    expect(
      within(berlin).getByRole('option', {
        name: inZone(SLOTS[0]?.startsAt ?? '', 'Europe/Berlin'),
      }),
    ).toBeVisible();

    await chooseZone(user, 'tokyo', 'Asia/Tokyo');
    expect(screen.getAllByRole('heading', { level: 3 }).map((day) => day.textContent)).toEqual([
      'Tuesday, December 1, 2099',
      'Wednesday, December 2, 2099',
    ]);
    const secondDay = screen.getByRole('listbox', { name: 'Times on Wednesday, December 2, 2099' });
    expect(
      within(secondDay)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12:00 AM', '12:30 AM']);
  });

  it('moves through the times with the arrow keys and books the one chosen with Enter', async () => {
    const booked: Interview = { ...BOOKED_BY_CANDIDATE, startsAt: SLOTS[1]?.startsAt ?? null };
    const { user, server } = show(OFFERED_INTERVIEW, [
      answer(bookInterviewCall, { interview: booked }),
    ]);
    await screen.findByRole('heading', { name: 'Choose a time' }, PAGE_LOAD);
    await chooseZone(user, 'Berlin', 'Europe/Berlin');
    const list = screen.getByRole('listbox', { name: /^Times on / });
    const [first, second] = within(list).getAllByRole('option');
    // Tab leaves the zone for the first time of the day.
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    // Space chooses too; closing the dialog gives the focus back to the time.
    await user.keyboard(' ');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Book this time?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => {
      expect(second).toHaveFocus();
    });
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Book this time?' }, PAGE_LOAD);
    expect(
      within(dialog).getByText(inZone(SLOTS[1]?.startsAt ?? '', 'Europe/Berlin')),
    ).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    server.requests.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
    expect(server.callsTo(bookInterviewCall)).toEqual([
      {
        method: 'POST',
        path: '/api/pcsx/interviews/13/book',
        search: '',
        body: { domain: 'northwind.example', slot_id: 102, time_zone: 'Europe/Berlin', reason: '' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The interview and the dashboard's lists are read again.
    await waitFor(() => {
      expect(server.callsTo(interviewCall).length).toBeGreaterThan(0);
    });
  });

  it('says a time was just taken and shows the free times again', async () => {
    const { user, server } = show(OFFERED_INTERVIEW, [
      [
        bookInterviewCall,
        {
          status: 409,
          body: {
            message: 'This time has just been taken. Choose another.',
            errors: { booking: 'slot_taken' },
          },
        },
      ],
    ]);
    const first = (await screen.findAllByRole('option', {}, PAGE_LOAD))[0];
    if (!first) throw new Error('no time offered');
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Book this time?' });
    const readsBefore = server.callsTo(interviewCall).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time has just been taken. Please choose another.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(server.callsTo(interviewCall).length).toBeGreaterThan(readsBefore);
    });
  });

  it('says in its own words why another refusal happened', async () => {
    const { user } = show(OFFERED_INTERVIEW, [
      [
        bookInterviewCall,
        {
          status: 409,
          body: { message: 'This time is too soon to book.', errors: { booking: 'too_soon' } },
        },
      ],
    ]);
    const first = (await screen.findAllByRole('option', {}, PAGE_LOAD))[0];
    if (!first) throw new Error('no time offered');
    await user.click(first);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time is now too close to book. Please choose a later one.',
    );
  });

  it('offers the calendar links of a booked interview, and changing or cancelling it', async () => {
    show(BOOKED_BY_CANDIDATE);
    expect(
      await screen.findByRole('heading', { name: 'Your interview is booked' }, PAGE_LOAD),
    ).toBeVisible();
    const ics = screen.getByRole('link', {
      name: 'Add to calendar: the interview for Staff Nurse (.ics)',
    });
    expect(ics).toHaveAttribute(
      'href',
      '/api/pcsx/dashboard/interviews/13/ics?domain=northwind.example',
    );
    expect(ics).toHaveAttribute('download');
    const google = screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    expect(google.getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
    );
    expect(google.getAttribute('href')).toContain('dates=20991201T093000Z%2F20991201T101500Z');
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    const outlook = screen.getByRole('link', { name: 'Outlook (opens in a new tab)' });
    expect(outlook.getAttribute('href')).toMatch(/^https:\/\/outlook\.office\.com\//);
    expect(screen.getByText('You can change the time 2 more times.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose another time' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel interview' })).toBeVisible();
    expect(screen.getByText(/^Booked by you · /)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Choose a time' })).not.toBeInTheDocument();
  });

  it('says why the time can no longer be changed and whom to write to', async () => {
    const late: Interview = {
      ...BOOKED_BY_CANDIDATE,
      changeBlockedBy: 'cutoff_passed',
      canCancel: false,
    };
    show(late, [], { slots: [], rules: { ...RULES, contactEmail: 'talent@northwind.example' } });
    expect(
      await screen.findByText(
        'It is less than 24 hours before the interview, so the time can no longer be changed online.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'talent@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:talent@northwind.example',
    );
    expect(screen.getByText('Contact the recruiting team:')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel interview' })).not.toBeInTheDocument();
  });

  it('says a time the team set cannot be moved, with the general way to reach them', async () => {
    show(BOOKED_INTERVIEW);
    expect(
      await screen.findByText(
        'The recruiting team set this time, so it cannot be changed online.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'To change it, reply to the e-mail the recruiting team sent you about this interview.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel interview' })).toBeVisible();
  });

  it('asks for the reason a move needs when the group requires one', async () => {
    const moved: Interview = {
      ...BOOKED_BY_CANDIDATE,
      status: 'rescheduled',
      startsAt: SLOTS[3]?.startsAt ?? null,
    };
    const { user, server } = show(
      BOOKED_BY_CANDIDATE,
      [answer(bookInterviewCall, { interview: moved })],
      {
        rules: { ...RULES, reasonRequired: true },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }, PAGE_LOAD));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose another time' })).toBeVisible();
    await user.click(screen.getAllByRole('option')[3] ?? document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Move your interview to this time?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeVisible();
    expect(server.callsTo(bookInterviewCall)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'A clash with my shift',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
    expect(server.callsTo(bookInterviewCall)[0]?.body).toMatchObject({
      slot_id: 104,
      reason: 'A clash with my shift',
    });
  });

  it('cancels a booked interview with a reason', async () => {
    const cancelled: Interview = {
      ...BOOKED_BY_CANDIDATE,
      status: 'cancelled_by_candidate',
      changeBlockedBy: 'closed',
      canCancel: false,
    };
    const { user, server } = show(BOOKED_BY_CANDIDATE, [
      answer(cancelInterviewCall, { interview: cancelled }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel interview' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Took another job',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(
      await screen.findByRole('heading', { name: 'You cancelled this interview.' }),
    ).toBeVisible();
    expect(server.callsTo(cancelInterviewCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      reason: 'Took another job',
    });
    expect(screen.queryByRole('button', { name: 'Choose another time' })).not.toBeInTheDocument();
  });

  it('declines an offer of times', async () => {
    const declined: Interview = {
      ...OFFERED_INTERVIEW,
      status: 'cancelled_by_candidate',
      changeBlockedBy: 'closed',
      canCancel: false,
    };
    const { user, server } = show(OFFERED_INTERVIEW, [
      answer(cancelInterviewCall, { interview: declined }),
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Decline the interview' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(
      await screen.findByRole('heading', { name: 'You cancelled this interview.' }),
    ).toBeVisible();
    expect(server.callsTo(cancelInterviewCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      reason: '',
    });
    expect(screen.queryByRole('button', { name: 'Decline the interview' })).not.toBeInTheDocument();
  });

  it('passes a note on when none of the times work', async () => {
    const { user, server } = show(
      OFFERED_INTERVIEW,
      [answer(requestInterviewTimesCall, { interview: OFFERED_INTERVIEW })],
      { slots: [] },
    );
    expect(
      await screen.findByRole('heading', { name: 'No times are left to choose' }, PAGE_LOAD),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'None of these times work' }));
    const dialog = await screen.findByRole('dialog', { name: 'None of these times work' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Tell us which times would suit you.')).toBeVisible();
    expect(server.callsTo(requestInterviewTimesCall)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tell us which times would suit you' }),
      'Mornings next week',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Thanks — we have passed your note to the recruiting team.'),
    ).toBeVisible();
    expect(server.callsTo(requestInterviewTimesCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      note: 'Mornings next week',
    });
  });

  it('says the time to choose has passed, and still takes a note', async () => {
    const passed: Interview = { ...OFFERED_INTERVIEW, changeBlockedBy: 'book_by_passed' };
    show(passed);
    expect(await screen.findByText('The time to choose has passed.', {}, PAGE_LOAD)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Choose a time' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'None of these times work' })).toBeVisible();
  });

  it('shows a cancelled interview with no actions', async () => {
    const cancelled: Interview = {
      ...BOOKED_INTERVIEW,
      status: 'cancelled_by_employer',
      changeBlockedBy: 'closed',
      canCancel: false,
    };
    show(cancelled);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The recruiting team cancelled this interview.' },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /Cancel interview|Choose another time|None of these/ }),
    ).not.toBeInTheDocument();
  });

  it('says so when the interview is not the candidate’s', async () => {
    show({ status: 404, body: { message: 'Not found' } });
    expect(
      await screen.findByRole('heading', { name: 'Interview not found' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'All interviews' })).toHaveAttribute(
      'href',
      '/careers/interviews?domain=northwind.example',
    );
  });

  it('renders in Arabic, right to left', async () => {
    await changeLocale('ar');
    show(OFFERED_INTERVIEW, [], { locale: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'اختر موعدًا' }, PAGE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'منطقتك الزمنية' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'لا يناسبني أيٌّ من هذه المواعيد' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
