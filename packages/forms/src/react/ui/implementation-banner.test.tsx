import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImplementationBanner } from './implementation-banner';

describe('ImplementationBanner', () => {
  it('shows its text with an info icon only when enabled', () => {
    const { rerender, container } = render(
      <ImplementationBanner enabled text="We are still setting up." />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('We are still setting up.');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    rerender(<ImplementationBanner enabled={false} text="We are still setting up." />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
