import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { keysToSnake } from '@careers/contracts/case';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { formsListCall, type FormTask } from '@careers/contracts/forms';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

// What the shell asks for around the page.
const SHELL = [answer(vslogCall, { stored: 1 }), answer(notificationBadgeCall, { count: 0 })];

const OVERDUE: FormTask = {
  formId: 'background-check',
  title: 'Background check',
  status: 'open',
  dueAt: '2020-01-31T23:59:59.000Z',
  assignedAt: '2020-01-10T12:00:00.000Z',
  updatedAt: '2020-01-10T12:00:00.000Z',
  completedAt: null,
};
const STARTED: FormTask = {
  formId: 'bank-details',
  title: 'Bank details',
  status: 'in_progress',
  dueAt: null,
  assignedAt: '2020-01-10T12:00:00.000Z',
  updatedAt: '2020-01-12T12:00:00.000Z',
  completedAt: null,
};

const TABS = [
  { id: 'to_do' as const, count: 2 },
  { id: 'completed' as const, count: 0 },
];

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the forms center', () => {
  it('lists the forms to do with counts per tab, and an empty completed tab', async () => {
    const server = fakeServer([
      ...SHELL,
      [
        formsListCall,
        (request) => {
          const tab = new URLSearchParams(request.search).get('tab_id');
          const forms = tab === 'completed' ? [] : [OVERDUE, STARTED];
          return { body: { data: keysToSnake({ tabs: TABS, forms }) } };
        },
      ],
    ]);
    renderApp(
      demoBoot({ user: ALEX }),
      '/careers/forms/center?domain=northwind.example&utm_source=mail',
    );
    expect(await screen.findByRole('heading', { name: 'Forms center' })).toBeVisible();
    const toDo = await screen.findByRole('tab', { name: 'To do, 2 forms' });
    expect(toDo).toHaveAttribute('aria-selected', 'true');
    const completed = screen.getByRole('tab', { name: 'Completed, 0 forms' });

    const rows = await within(screen.getByRole('tabpanel')).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [overdue, started] = rows as [HTMLElement, HTMLElement];
    expect(within(overdue).getByRole('heading', { name: 'Background check' })).toBeVisible();
    expect(within(overdue).getByText('Not started')).toBeVisible();
    expect(within(overdue).getByText('Due Jan 31, 2020')).toBeVisible();
    expect(within(overdue).getByText('Overdue')).toBeVisible();
    expect(within(overdue).getByRole('link', { name: 'Fill in Background check' })).toHaveAttribute(
      'href',
      '/careers/forms?domain=northwind.example&utm_source=mail&form_id=background-check',
    );
    expect(within(started).getByText('In progress')).toBeVisible();
    expect(within(started).getByText('No due date')).toBeVisible();
    expect(within(started).getByText('Last saved on Jan 12, 2020')).toBeVisible();
    expect(within(started).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(started).getByRole('link', { name: 'Continue Bank details' })).toHaveAttribute(
      'href',
      '/careers/forms?domain=northwind.example&utm_source=mail&form_id=bank-details',
    );
    const [first] = server.callsTo(formsListCall);
    expect(first?.search).toContain('tab_id=to_do');
    expect(first?.search).toContain('include_tab_list=true');

    await userEvent.setup().click(completed);
    expect(await screen.findByText('No data found')).toBeVisible();
    expect(
      screen.getByText('Forms you submit stay here, so you can look at your answers at any time.'),
    ).toBeVisible();
    expect(within(screen.getByRole('tabpanel')).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To do, 2 forms' })).toBeVisible();
    expect(server.callsTo(formsListCall).at(-1)?.search).toContain('tab_id=completed');
  });

  it('shows a completed form with its date and a link to view it', async () => {
    const done: FormTask = {
      ...STARTED,
      status: 'completed',
      completedAt: '2020-02-03T12:00:00.000Z',
    };
    fakeServer([
      ...SHELL,
      answer(formsListCall, {
        tabs: [
          { id: 'to_do', count: 0 },
          { id: 'completed', count: 1 },
        ],
        forms: [],
      }),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/forms/center');
    expect(await screen.findByText('No data found')).toBeVisible();
    fakeServer([
      ...SHELL,
      answer(formsListCall, {
        tabs: [
          { id: 'to_do', count: 0 },
          { id: 'completed', count: 1 },
        ],
        forms: [done],
      }),
    ]);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Completed, 1 form' }));
    const link = await screen.findByRole('link', { name: 'View Bank details' });
    expect(link).toHaveAttribute('href', '/careers/forms?form_id=bank-details');
    const row = link.closest('li');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Completed on Feb 3, 2020')).toBeVisible();
    expect(within(row!).queryByText('No due date')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const server = fakeServer([
      ...SHELL,
      [formsListCall, { status: 404, body: { message: 'Nope' } }],
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/forms/center');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while retrieving data',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(server.callsTo(formsListCall)).toHaveLength(2);
  });
});
