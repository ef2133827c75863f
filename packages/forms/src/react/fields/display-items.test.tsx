import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooltipButton } from '../ui/tooltip-button';
import { DataState } from '../ui/data-state';
import { FullScreenLoader } from '../ui/full-screen-loader';
import { formOf, renderForm } from '../testing/render-form';

describe('instruction, e-sign and the shared states', () => {
  it('folds a tall instruction behind "Read more"', async () => {
    const user = userEvent.setup();
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(400);
    renderForm(
      formOf({
        name: 'i',
        type: 'instruction',
        label: 'Read this',
        help: '<p>Long text</p><script>x</script>',
      }),
    );
    const more = await screen.findByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('script')).toBeNull();
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    height.mockRestore();
  });

  it('takes e-sign messages only from its own frame on its own origin', async () => {
    const signed = vi.fn();
    const rejected = vi.fn();
    renderForm(
      formOf({
        name: 'sig',
        type: 'esignForm',
        label: 'Sign',
        additionalProperties: {
          url: 'https://sign.example/doc',
          onSign: 'signed',
          onReject: 'rejected',
        },
      }),
      { host: { callbacks: { signed, rejected } } },
    );
    const frame = await screen.findByTitle('Sign');
    const source = (frame as HTMLIFrameElement).contentWindow;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          source,
          data: { type: 'ESIGN' },
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://sign.example',
          source: window,
          data: { type: 'ESIGN' },
        }),
      );
    });
    expect(signed).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://sign.example',
          source,
          data: { type: 'REJECT' },
        }),
      );
    });
    expect(rejected).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://sign.example',
          source,
          data: { type: 'ESIGN' },
        }),
      );
    });
    expect(signed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/^Signed on /)).toBeInTheDocument();
  });

  it('opens the tooltip on click; Escape returns focus to "Tooltip info"', async () => {
    const user = userEvent.setup();
    render(<TooltipButton>Why we ask</TooltipButton>);
    const button = screen.getByRole('button', { name: 'Tooltip info' });
    await user.click(button);
    expect(screen.getByText('Why we ask')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Why we ask')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(button).toHaveFocus();
    });
  });

  it('words the data states and blocks the page while loading', () => {
    const { rerender } = render(<DataState status="error" />);
    expect(screen.getByText('An error occurred while retrieving data')).toBeInTheDocument();
    rerender(<DataState status="empty" />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
    rerender(<DataState status="fetching" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    render(<FullScreenLoader isVisible />);
    expect(screen.getAllByRole('status')[1]).toHaveClass('cursor-not-allowed', 'fixed', 'inset-0');
  });

  it('makes the rest of the page inert while the loader shows, and gives it back after', () => {
    const { rerender } = render(
      <>
        <button type="button">Behind</button>
        <FullScreenLoader isVisible />
      </>,
    );
    const behind = screen.getByRole('button', { name: 'Behind', hidden: true });
    // The browser keeps focus and keys out of what is inert (jsdom only keeps the attribute).
    expect(behind.closest('[inert]')).not.toBeNull();
    rerender(
      <>
        <button type="button">Behind</button>
        <FullScreenLoader isVisible={false} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Behind' }).closest('[inert]')).toBeNull();
  });
});
