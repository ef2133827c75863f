import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { keysToSnake } from '@careers/contracts/case';
import { matchDetailsCall, type Match } from '@careers/contracts/match-details';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { profileDetailsCall, profileEditCall } from '@careers/contracts/profile';
import { positionDetailsCall, searchCall } from '@careers/contracts/search';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { detailOf, RESULT } from '../../test/position-fixtures';
import { renderApp } from '../../test/render-app';
import { aProfile } from '../../test/profile-fixtures';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const MATCH: Match = {
  score: 4,
  isStrongMatch: true,
  matchedSkills: ['Triage'],
  missingSkills: ['Wound care', 'Ventilation'],
  profileSkillCount: 2,
  factors: [
    {
      factor: 'skills',
      weight: 0.55,
      value: 0.5,
      related: [{ required: 'Ventilation', via: 'Critical care' }],
    },
    {
      factor: 'experience',
      weight: 0.25,
      value: 1,
      stated: false,
      relevantYears: 4,
      years: 6.5,
      expectedYears: 5,
      seniority: 'senior',
    },
    { factor: 'location', weight: 0.2, value: 1, reason: 'sameCity', place: 'Berlin, Germany' },
  ],
};

const PROFILE = aProfile({ location: 'Berlin, Germany', skills: ['Critical care', 'triage'] });

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  clearToasts();
});

// The match explained factor by factor, corrected in place.
describe('the match on a position', () => {
  it('explains every factor and lets the candidate correct their skills', async () => {
    const position = RESULT.positions[0];
    if (!position) throw new Error('no position');
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(notificationBadgeCall, { count: 0 }),
      answer(searchCall, RESULT),
      [
        positionDetailsCall,
        { body: { data: keysToSnake(detailOf(position)), metadata: { is_fallback: false } } },
      ],
      answer(matchDetailsCall, { match: MATCH }),
      answer(profileDetailsCall, PROFILE),
      [profileEditCall, { status: 500, body: { message: 'No' } }],
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers?query=nurse');
    const match = await screen.findByRole('region', { name: 'How you match' });
    expect(await within(match).findByText('4 of 5')).toBeVisible();
    expect(within(match).getByText('Strong match')).toBeVisible();
    expect(
      within(match).getByText('You have 1 of the 3 skills this job asks for: Triage.'),
    ).toBeVisible();
    expect(
      within(match).getByText('Counted at half as related to your Critical care: Ventilation.'),
    ).toBeVisible();
    expect(
      within(match).getByText(
        /^Your 6\.5 years of experience meet the 5 years usually asked for in Senior roles\./,
      ),
    ).toBeVisible();
    expect(
      within(match).getByText(
        /Of these, 4 years were in roles like this one; the other years count half\./,
      ),
    ).toBeVisible();
    expect(
      within(match).getByRole('link', { name: 'Not right? Check the jobs on your profile.' }),
    ).toHaveAttribute('href', expect.stringContaining('/careers/profile') as unknown);
    expect(
      within(match).getByText('This job is in Berlin, Germany, where you are or want to work.'),
    ).toBeVisible();
    expect(within(match).getByText('counts 55%')).toBeVisible();

    const user = userEvent.setup();
    await user.click(
      within(match).getByRole('button', { name: 'I have Wound care: add it to my profile' }),
    );
    await user.click(
      within(match).getByRole('button', {
        name: 'Triage is not one of my skills: remove it from my profile',
      }),
    );
    await vi.waitFor(() => {
      expect(server.callsTo(profileEditCall)).toHaveLength(2);
    });
    expect(server.callsTo(profileEditCall).map((call) => call.body)).toEqual([
      {
        domain: 'northwind.example',
        op_section: 'skills',
        operation: 'add',
        op_data: { value: 'Wound care' },
      },
      {
        domain: 'northwind.example',
        op_section: 'skills',
        operation: 'delete',
        op_data: { index: 1 },
      },
    ]);
    expect(
      await screen.findAllByText('Your profile could not be changed. Please try again.'),
    ).not.toHaveLength(0);

    await user.click(within(match).getByRole('button', { name: /How matching works/ }));
    expect(within(match).getByText(/Nothing else is used/)).toBeVisible();
  });
});

describe('the match panel, match scores turned off', () => {
  it('shows no score, and links the settings and the automation page', async () => {
    const position = RESULT.positions[0];
    if (!position) throw new Error('no position');
    fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(notificationBadgeCall, { count: 0 }),
      answer(searchCall, RESULT),
      [
        positionDetailsCall,
        { body: { data: keysToSnake(detailOf(position)), metadata: { is_fallback: false } } },
      ],
      answer(matchDetailsCall, { match: null, turnedOff: true }),
      answer(profileDetailsCall, PROFILE),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers?query=nurse');
    const match = await screen.findByRole('region', { name: 'How you match' });
    expect(
      await within(match).findByText(
        'You turned match scores off, so none are worked out for you.',
      ),
    ).toBeVisible();
    expect(within(match).queryByText(/of 5/)).toBeNull();
    expect(
      within(match).getByRole('link', { name: 'Turn them on in my settings' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/careers\/settings/));
    expect(within(match).getByRole('link', { name: 'Automation and your data' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/careers\/automation/),
    );
  });
});
