import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../core/types';
import { useDynamicForm } from '../engine/use-dynamic-form';
import { StepperForm } from './stepper-form';
import { scrollProgress } from './use-scroll-spy';

const DEFINITION: FormDefinition = {
  title: 'Application',
  sections: [
    {
      id: 'contact',
      title: 'Contact',
      items: [
        { name: 'name', type: 'text', label: 'Name', required: true, newItem: true },
        { name: 'email', type: 'email', label: 'Email', required: true, newItem: true },
        { name: 'intro', type: 'instruction', label: 'Intro', help: 'Hello', newItem: true },
      ],
    },
    {
      id: 'work',
      title: 'Work',
      items: [{ name: 'title', type: 'text', label: 'Job title', required: true, newItem: true }],
    },
    {
      id: 'hidden',
      title: 'Hidden section',
      items: [{ name: 'secret', type: 'text', label: 'Secret', hidden: true }],
    },
  ],
};

function Stepper() {
  const form = useDynamicForm({ definition: DEFINITION, today: '2026-06-15' });
  return <StepperForm form={form} actions={<button type="submit">Submit</button>} />;
}

describe('StepperForm', () => {
  it('lists the steps in the "Application sections" landmark with their new-question counts', async () => {
    render(<Stepper />);
    const nav = await screen.findByRole('navigation', { name: 'Application sections' });
    const steps = within(nav).getAllByRole('button');
    expect(steps).toHaveLength(2);
    // An instruction is never a new question.
    expect(steps[0]).toHaveTextContent('Contact2 new questions');
    expect(steps[1]).toHaveTextContent('Work1 new question');
    expect(screen.queryByRole('heading', { name: 'Hidden section' })).not.toBeInTheDocument();
  });

  it('counts errors per step with the singular and plural texts', async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const nav = screen.getByRole('navigation', { name: 'Application sections' });
    await waitFor(() => {
      expect(within(nav).getByText('2 errors found')).toBeInTheDocument();
    });
    expect(within(nav).getByText('1 error found')).toBeInTheDocument();
  });

  it('focuses the first invalid field of a picked step, else its first input', async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    const nav = await screen.findByRole('navigation', { name: 'Application sections' });
    await user.click(within(nav).getByRole('button', { name: /Work/ }));
    expect(screen.getByRole('textbox', { name: /Job title/ })).toHaveFocus();
    expect(within(nav).getByRole('button', { name: /Work/ })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(nav).getByRole('button', { name: /Contact/ }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  });

  it('moves between steps with Home, End and the arrows', async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    const nav = await screen.findByRole('navigation', { name: 'Application sections' });
    const [contact, work] = within(nav).getAllByRole('button');
    act(() => {
      contact!.focus();
    });
    await user.keyboard('{End}');
    expect(work).toHaveFocus();
    expect(work).toHaveAttribute('aria-current', 'step');
    await user.keyboard('{Home}');
    expect(contact).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(work).toHaveFocus();
  });

  it('shows the phone progress bar rounded to the nearest 10 %', async () => {
    render(<Stepper />);
    expect(await screen.findByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(scrollProgress(0, 1000)).toBe(0);
    expect(scrollProgress(340, 1000)).toBe(30);
    expect(scrollProgress(350, 1000)).toBe(40);
    expect(scrollProgress(990, 1000)).toBe(100);
    expect(scrollProgress(0, 0)).toBe(100);
  });
});
