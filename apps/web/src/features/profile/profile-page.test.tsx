import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { keysToSnake } from '@careers/contracts/case';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import {
  profileAnalysisCall,
  profileDetailsCall,
  profileEditCall,
  type Profile,
  type ProfileAnalysis,
} from '@careers/contracts/profile';
import { resumesCall } from '@careers/contracts/resumes';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer, type FakeAnswer, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { aProfile as alexProfile } from '../../test/profile-fixtures';

const PAGE = '/careers/profile?domain=northwind.example';

function aProfile(overrides: Partial<Profile> = {}): Profile {
  return alexProfile({
    location: 'Berlin, Germany',
    experience: [
      {
        company: 'Northwind',
        title: 'Nurse',
        location: 'Berlin',
        period: { startDate: '2019-04', endDate: '2022-01', isCurrent: false },
        summary: '',
      },
      {
        company: 'Contoso Clinic',
        title: 'Charge nurse',
        location: '',
        period: { startDate: '2022-02', endDate: null, isCurrent: true },
        summary: '',
      },
    ],
    skills: ['Triage'],
    filledFromResume: ['experience'],
    ...overrides,
  });
}

const ANALYSIS: ProfileAnalysis = {
  completion: 45,
  missing: [
    { check: 'phone', section: 'contact', weight: 10 },
    { check: 'skills', section: 'skills', weight: 15 },
  ],
};

function showProfilePage(edit: (body: unknown) => FakeAnswer, profile = aProfile()) {
  const routes: FakeRoute[] = [
    answer(vslogCall, { stored: 1 }),
    answer(notificationBadgeCall, { count: 0 }),
    answer(profileDetailsCall, profile),
    answer(profileAnalysisCall, ANALYSIS),
    [profileEditCall, (request) => edit(request.body)],
    answer(resumesCall, { resumes: [] }),
  ];
  const server = fakeServer(routes);
  renderApp(demoBoot({ user: ALEX }), PAGE);
  return { server, user: userEvent.setup() };
}

const ok = (profile: Profile): FakeAnswer => ({ body: { data: keysToSnake(profile) } });

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the profile page', () => {
  it('shows every section, the completion and what is missing', async () => {
    showProfilePage(() => ok(aProfile()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByRole('button', { name: 'Add a phone number' })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Resume',
      'Contact details',
      'About you',
      'Experience',
      'Education',
      'Skills',
      'Certifications',
      'Languages',
      'Links',
      'Job preferences',
    ]);
    const experience = screen.getByRole('region', { name: 'Experience' });
    expect(within(experience).getByText('Apr 2019 – Jan 2022')).toBeVisible();
    expect(within(experience).getByText('Feb 2022 – Present')).toBeVisible();
    expect(
      within(experience).getByText(
        'Filled in from your resume. Check it and edit anything that is not right.',
      ),
    ).toBeVisible();
    expect(screen.getByText('No education added yet.')).toBeVisible();
  });

  it('adds a skill through its form, then reloads the completion', async () => {
    const { server, user } = showProfilePage(() =>
      ok(aProfile({ skills: ['Triage', 'Wound care'] })),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a skill' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Skill/ }), 'Wound care');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wound care')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(profileEditCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      op_section: 'skills',
      operation: 'add',
      op_data: { value: 'Wound care' },
    });
    expect(server.callsTo(profileAnalysisCall).length).toBeGreaterThanOrEqual(2);
  });

  it('edits contact details in a form that opens with what the profile holds', async () => {
    const { server, user } = showProfilePage(() => ok(aProfile({ firstName: 'Alexandra' })));
    const contact = await screen.findByRole('region', { name: 'Contact details' });
    await user.click(within(contact).getByRole('button', { name: 'Edit contact details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact details' });
    const first = within(dialog).getByRole('textbox', { name: /First name/ });
    expect(first).toHaveValue('Alex');
    await user.clear(first);
    await user.type(first, 'Alexandra');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alexandra Morgan' }),
    ).toBeVisible();
    expect(server.callsTo(profileEditCall)[0]?.body).toMatchObject({
      op_section: 'contact',
      operation: 'edit',
      op_data: {
        value: { first_name: 'Alexandra', last_name: 'Morgan', location: 'Berlin, Germany' },
      },
    });
  });

  it('moves and removes entries by their index', async () => {
    const { server, user } = showProfilePage(() => ok(aProfile()));
    await user.click(await screen.findByRole('button', { name: 'Move Nurse down' }));
    expect(screen.getByRole('button', { name: 'Move Nurse up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Charge nurse' }));
    const bodies = server.callsTo(profileEditCall).map((request) => request.body);
    expect(bodies).toEqual([
      {
        domain: 'northwind.example',
        op_section: 'experience',
        operation: 'reorder',
        op_data: { index: 0, value: 1 },
      },
      {
        domain: 'northwind.example',
        op_section: 'experience',
        operation: 'delete',
        op_data: { index: 1 },
      },
    ]);
  });

  it.each([
    [422, 'Invalid request received. Please try again'],
    [500, 'Something went wrong. Please try again'],
  ])('says what failed for a %i and keeps the form open', async (status, message) => {
    const { user } = showProfilePage(() => ({ status, body: { message: 'No' } }));
    await user.click(await screen.findByRole('button', { name: 'Add a skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a skill' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Skill/ }), 'Go');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add a skill' })).toBeVisible();
  });
});
