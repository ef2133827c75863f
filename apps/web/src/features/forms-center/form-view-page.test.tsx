import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { emailCodeCall, verifyCall } from '@careers/contracts/auth';
import { keysToSnake } from '@careers/contracts/case';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import {
  formCall,
  saveFormCall,
  submitFormCall,
  type FormInfo,
  type FormTask,
} from '@careers/contracts/forms';
import type { FormDefinition } from '@careers/forms/core';
import { changeLocale } from '../../shared/i18n/i18n';
import { reloadPage } from '../../shared/session/reload';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer, type FakeRequest } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

// What the shell asks for around the page.
const SHELL = [answer(vslogCall, { stored: 1 }), answer(notificationBadgeCall, { count: 0 })];

const DEFINITION: FormDefinition = {
  title: 'Background check',
  sections: [
    {
      id: 'about',
      title: 'About you',
      items: [
        { name: 'first_name', type: 'text', label: 'First name', required: true },
        { name: 'licence_number', type: 'text', label: 'Licence number' },
      ],
    },
  ],
};

const FORM: FormInfo = {
  id: 'background-check',
  title: 'Background check',
  version: 1,
  layout: 'simple',
  isPublic: false,
  embedUrl: null,
};

const TASK: FormTask = {
  formId: 'background-check',
  title: 'Background check',
  status: 'open',
  dueAt: '2030-01-31T23:59:59.000Z',
  assignedAt: '2025-01-10T12:00:00.000Z',
  updatedAt: '2025-01-10T12:00:00.000Z',
  completedAt: null,
};

const COMPLETED: FormTask = {
  ...TASK,
  status: 'completed',
  updatedAt: '2025-03-02T12:00:00.000Z',
  completedAt: '2025-03-02T12:00:00.000Z',
};

function opened(task: FormTask | null, values: object, form: FormInfo = FORM) {
  return answer(formCall, {
    form,
    definitionJson: JSON.stringify(DEFINITION),
    task,
    valuesJson: JSON.stringify(values),
  });
}

const sentValues = (request: FakeRequest | undefined) =>
  JSON.parse((request?.body as { values_json: string }).values_json) as unknown;

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  vi.mocked(reloadPage).mockClear();
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the form view', () => {
  it('saves for later, then submits; a 422 shows its field error on the question', async () => {
    let attempts = 0;
    const server = fakeServer([
      ...SHELL,
      opened(TASK, { first_name: 'Ada' }),
      answer(saveFormCall, { task: { ...TASK, status: 'in_progress' } }),
      [
        submitFormCall,
        () => {
          attempts += 1;
          return attempts === 1
            ? {
                status: 422,
                body: {
                  message: 'Some answers need your attention.',
                  errors: { licence_number: 'This licence number is not valid.' },
                },
              }
            : { body: { data: keysToSnake({ task: COMPLETED }) } };
        },
      ],
    ]);
    const user = userEvent.setup();
    renderApp(demoBoot({ user: ALEX }), '/careers/forms?form_id=background-check');
    expect(
      await screen.findByRole('heading', { name: 'Background check', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Not started')).toBeVisible();
    expect(screen.getByText('Due Jan 31, 2030')).toBeVisible();
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveValue('Ada');
    const licence = screen.getByRole('textbox', { name: /Licence number/ });

    await user.type(licence, 'X1');
    await user.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText('Your answers are saved')).toBeVisible();
    expect(sentValues(server.callsTo(saveFormCall)[0])).toEqual({
      first_name: 'Ada',
      licence_number: 'X1',
    });
    expect(await screen.findByText('In progress')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This licence number is not valid.')).toBeVisible();
    await waitFor(() => {
      expect(licence).toHaveFocus();
    });
    expect(licence).toHaveAttribute('aria-invalid', 'true');

    await user.clear(licence);
    await user.type(licence, 'B-2040');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted on Mar 2, 2025')).toBeVisible();
    const submits = server.callsTo(submitFormCall);
    expect(submits).toHaveLength(2);
    expect(sentValues(submits[1])).toEqual({ first_name: 'Ada', licence_number: 'B-2040' });
    const [firstKey, secondKey] = submits.map(
      (request) => (request.body as { idempotency_key: string }).idempotency_key,
    );
    expect(firstKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(secondKey).not.toBe(firstKey);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows a submitted form read-only, with its date and the way back', async () => {
    fakeServer([...SHELL, opened(COMPLETED, { first_name: 'Ada', licence_number: 'B-2040' })]);
    renderApp(
      demoBoot({ user: ALEX }),
      '/careers/forms?domain=northwind.example&form_id=background-check',
    );
    expect(await screen.findByText('Submitted on Mar 2, 2025')).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(await screen.findByText('B-2040')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your forms' })).toHaveAttribute(
      'href',
      '/careers/forms/center?domain=northwind.example',
    );
  });

  it('asks a visitor on a public form to log in, then submits and reloads', async () => {
    const server = fakeServer([
      ...SHELL,
      opened(null, {}, { ...FORM, isPublic: true }),
      answer(emailCodeCall, { sent: true }),
      answer(verifyCall, {
        user: {
          id: 'c1',
          email: ALEX.email,
          firstName: 'Alex',
          lastName: 'Morgan',
          isAdmin: false,
        },
      }),
      answer(submitFormCall, { task: COMPLETED }),
    ]);
    const user = userEvent.setup();
    renderApp(demoBoot(), '/careers/forms?form_id=background-check');
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(server.callsTo(submitFormCall)).toHaveLength(0);
    await user.type(screen.getByLabelText('Email address'), ALEX.email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Login code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalled();
    });
    expect(server.callsTo(submitFormCall)).toHaveLength(1);
    expect(sentValues(server.callsTo(submitFormCall)[0])).toEqual({ first_name: 'Ada' });
  });

  it('opens the login for a visitor on a private form', async () => {
    fakeServer([
      ...SHELL,
      [
        formCall,
        {
          status: 401,
          body: { message: 'Session timed out.' },
          headers: { 'X-Login-Required': '1' },
        },
      ],
    ]);
    renderApp(demoBoot(), '/careers/forms?form_id=background-check');
    expect(await screen.findByRole('heading', { name: 'Log in to open this form' })).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('says a form does not exist for a missing id and a 404', async () => {
    fakeServer(SHELL);
    const { unmount } = renderApp(demoBoot({ user: ALEX }), '/careers/forms');
    expect(await screen.findByRole('heading', { name: 'This form does not exist' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your forms' })).toHaveAttribute(
      'href',
      '/careers/forms/center',
    );
    unmount();
    renderApp(demoBoot({ user: ALEX }), '/careers/forms?form_id=gone');
    expect(await screen.findByRole('heading', { name: 'This form does not exist' })).toBeVisible();
  });

  it('frames a form hosted elsewhere at 800x1132', async () => {
    fakeServer([
      ...SHELL,
      opened(TASK, {}, { ...FORM, embedUrl: 'https://forms.partner.example/f/1' }),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/forms?form_id=background-check');
    const frame = await screen.findByTitle('Background check, hosted by a partner');
    expect(frame).toHaveAttribute('src', 'https://forms.partner.example/f/1');
    expect(frame).toHaveAttribute('width', '800');
    expect(frame).toHaveAttribute('height', '1132');
    expect(frame).toHaveAttribute('sandbox', 'allow-forms allow-scripts allow-same-origin');
    expect(screen.getByText(/hosted by a partner of Northwind/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
