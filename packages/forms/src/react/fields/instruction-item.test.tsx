import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const instruction: QuestionItem = {
  name: 'intro',
  type: 'instruction',
  label: 'Before you start',
  help: '<p>Have your <strong>passport</strong> ready.</p><img src="x" onerror="window.hacked = true">',
};

function contentHeight(height: number) {
  return vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InstructionItem', () => {
  it('shows the title and the HTML text, sanitised, and submits no value', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf(instruction, { name: 'name', type: 'text', label: 'Name' }),
    );
    expect(await screen.findByText('Before you start')).toBeInTheDocument();
    expect(screen.getByText('passport').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ name: 'Ada' }]);
    });
  });

  it('folds text taller than 150 px to 150 px until "Read more"', async () => {
    const user = userEvent.setup();
    contentHeight(151);
    renderForm(formOf(instruction));
    const more = await screen.findByRole('button', { name: 'Read more' });
    const content = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(content).toHaveStyle({ maxHeight: '150px' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(content?.style.maxHeight).toBe('');
    await user.click(less);
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveFocus();
  });

  it('leaves text of exactly the height alone, and follows readMoreMaxHeight', async () => {
    contentHeight(150);
    const { unmount } = renderForm(formOf(instruction));
    expect(await screen.findByText('Before you start')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    unmount();
    renderForm(formOf({ ...instruction, instructionOptions: { readMoreMaxHeight: 100 } }));
    expect(await screen.findByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('never folds with showReadMoreButton false', async () => {
    contentHeight(2000);
    renderForm(formOf({ ...instruction, instructionOptions: { showReadMoreButton: false } }));
    expect(await screen.findByText('Before you start')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('folds at 150 px, not the read-more wrapper’s own 400, and refuses a height that is not a number', async () => {
    contentHeight(200);
    const { unmount } = renderForm(formOf(instruction));
    expect(await screen.findByRole('button', { name: 'Read more' })).toBeInTheDocument();
    unmount();
    // From JSON: a height that is not a number stays at 150.
    const stored = JSON.parse('{"readMoreMaxHeight":"tall"}') as QuestionItem['instructionOptions'];
    renderForm(formOf({ ...instruction, instructionOptions: stored }));
    const more = await screen.findByRole('button', { name: 'Read more' });
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toHaveStyle({
      maxHeight: '150px',
    });
  });
});
