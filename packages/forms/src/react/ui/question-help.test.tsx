import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formOf, renderForm } from '../testing/render-form';

describe('a question’s help', () => {
  it('opens from the info icon beside the label; Escape returns focus; the control reads it', async () => {
    const user = userEvent.setup();
    renderForm(
      formOf({
        name: 'ssn',
        type: 'text',
        label: 'Social security number',
        help: 'We only use it for payroll.',
      }),
    );
    const input = await screen.findByRole('textbox', { name: 'Social security number' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(input).toHaveAccessibleDescription(/^We only use it for payroll\.\s*$/);
    const info = screen.getByRole('button', { name: 'Tooltip info' });
    await user.click(info);
    expect(await screen.findByRole('dialog', { name: 'Tooltip info' })).toHaveTextContent(
      'We only use it for payroll.',
    );
    await user.keyboard('{Escape}');
    // React Aria gives focus back once the popover has gone, a frame later.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(info).toHaveFocus();
    });
  });

  it('shows no info icon for a question without help', async () => {
    renderForm(formOf({ name: 'city', type: 'text', label: 'City' }));
    expect(await screen.findByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tooltip info' })).not.toBeInTheDocument();
  });
});
