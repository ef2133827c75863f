import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Choice, QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const choices = [
  { label: 'Remote', value: 'remote' },
  { label: 'Hybrid', value: 'hybrid' },
];

describe('choice questions', () => {
  it('a radio group: required message, then the chosen value', async () => {
    const user = userEvent.setup();
    const radio: QuestionItem = {
      name: 'way',
      type: 'radio',
      label: 'Way of working',
      required: true,
      radioOptions: { choices },
    };
    const { submitted } = renderForm(formOf(radio));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Way of working is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Remote' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Hybrid' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ way: 'hybrid' }]);
    });
  });

  it('a checkbox group submits the chosen values; an empty one is required', async () => {
    const user = userEvent.setup();
    const group: QuestionItem = {
      name: 'ways',
      type: 'checkbox',
      label: 'Ways',
      required: true,
      checkboxOptions: { choices, direction: 'vertical' },
    };
    const { submitted } = renderForm(formOf(group));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ways is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ ways: ['remote', 'hybrid'] }]);
    });
  });

  it('a single checkbox must be ticked when required and submits a boolean', async () => {
    const user = userEvent.setup();
    const consent: QuestionItem = {
      name: 'ok',
      type: 'checkboxItem',
      label: 'I agree.',
      required: true,
    };
    const { submitted } = renderForm(formOf(consent));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('I agree is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ ok: true }]);
    });
  });

  describe('iconProps', () => {
    const withIcons = [
      { label: 'Remote', value: 'remote', iconProps: { name: 'laptop' as const } },
      {
        label: 'Hybrid',
        value: 'hybrid',
        iconProps: { name: 'star' as const, label: 'Recommended', position: 'end' as const },
      },
      { label: 'On-site', value: 'onsite', iconProps: { src: '/icons/office.png' } },
      { label: 'Abroad', value: 'abroad', iconProps: { src: 'javascript:alert(1)' } },
    ];

    it('draws a radio’s icon beside its label: decorative, or named by its label', async () => {
      const user = userEvent.setup();
      const { submitted } = renderForm(
        formOf({ name: 'way', type: 'radio', label: 'Way', radioOptions: { choices: withIcons } }),
      );
      const remote = await screen.findByRole('radio', { name: 'Remote' });
      const remoteIcon = remote.closest('label')?.querySelector('svg[data-icon="laptop"]');
      expect(remoteIcon).toHaveAttribute('aria-hidden', 'true');
      // A labelled icon is part of the choice's name, after the text when positioned at the end.
      expect(screen.getByRole('radio', { name: 'Hybrid Recommended' })).toBeInTheDocument();
      const star = screen.getByRole('img', { name: 'Recommended' });
      expect(star.previousElementSibling).toHaveTextContent('Hybrid');
      // An image from this site, decorative without alt text.
      const onsite = screen.getByRole('radio', { name: 'On-site' });
      const image = onsite.closest('label')?.querySelector('img');
      expect(image).toHaveAttribute('src', '/icons/office.png');
      expect(image).toHaveAttribute('alt', '');
      // An address the toolkit cannot trust draws nothing; the choice still works.
      const abroad = screen.getByRole('radio', { name: 'Abroad' });
      expect(abroad.closest('label')?.querySelector('img, svg[data-icon]')).toBeNull();
      await user.click(screen.getByRole('radio', { name: 'Hybrid Recommended' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => {
        expect(submitted).toEqual([{ way: 'hybrid' }]);
      });
    });

    it('draws a checkbox’s icon; an unknown icon name draws nothing', async () => {
      const group: QuestionItem = {
        name: 'ways',
        type: 'checkbox',
        label: 'Ways',
        checkboxOptions: {
          choices: [
            ...withIcons.slice(0, 1),
            {
              label: 'Rocket',
              value: 'rocket',
              iconProps: JSON.parse('{"name":"rocket"}') as Choice['iconProps'],
            },
          ],
        },
      };
      renderForm(formOf(group));
      const remote = await screen.findByRole('checkbox', { name: 'Remote' });
      expect(remote.closest('label')?.querySelector('svg[data-icon="laptop"]')).toHaveAttribute(
        'aria-hidden',
        'true',
      );
      const rocket = screen.getByRole('checkbox', { name: 'Rocket' });
      expect(rocket.closest('label')?.querySelector('svg[data-icon]')).toBeNull();
    });
  });
});
