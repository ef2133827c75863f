import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_MORE_WRAPPER_MAX_HEIGHT, ReadMore } from './read-more';

function contentHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReadMore', () => {
  it('folds content taller than 400 px by default (spec: 400 for the wrapper)', async () => {
    expect(READ_MORE_WRAPPER_MAX_HEIGHT).toBe(400);
    const user = userEvent.setup();
    contentHeight(401);
    render(
      <ReadMore>
        <p>Long text</p>
      </ReadMore>,
    );
    const more = await screen.findByRole('button', { name: 'Read more' });
    const content = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(content).toHaveStyle({ maxHeight: '400px' });
    expect(content).toHaveTextContent('Long text');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(content?.style.maxHeight).toBe('');
  });

  it('leaves content of 400 px alone', () => {
    contentHeight(400);
    render(
      <ReadMore>
        <p>Text</p>
      </ReadMore>,
    );
    expect(screen.getByText('Text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('takes its own height, and never folds when not enabled', () => {
    contentHeight(200);
    const { unmount } = render(
      <ReadMore maxHeight={150}>
        <p>Text</p>
      </ReadMore>,
    );
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    unmount();
    render(
      <ReadMore maxHeight={150} enabled={false}>
        <p>Text</p>
      </ReadMore>,
    );
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('a height that is not a positive number is the default', () => {
    contentHeight(300);
    render(
      <ReadMore maxHeight={Number.NaN}>
        <p>Text</p>
      </ReadMore>,
    );
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});
