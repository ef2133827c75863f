import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TooltipButton } from './tooltip-button';

describe('TooltipButton', () => {
  it('opens on click or Enter, not on hover', async () => {
    const user = userEvent.setup();
    render(<TooltipButton>We use it for payroll.</TooltipButton>);
    const button = screen.getByRole('button', { name: 'Tooltip info' });
    await user.hover(button);
    expect(screen.queryByText('We use it for payroll.')).not.toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toHaveTextContent('We use it for payroll.');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(button).toHaveFocus();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes another label', () => {
    render(<TooltipButton aria-label="Why we ask for your SSN">For payroll.</TooltipButton>);
    expect(screen.getByRole('button', { name: 'Why we ask for your SSN' })).toBeInTheDocument();
  });
});
