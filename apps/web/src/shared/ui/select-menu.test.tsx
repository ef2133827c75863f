import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectMenu } from './select-menu';

// Until it is first used the menu is its trigger alone (the server renders it on every page);
// pressing it, or an arrow key, opens React Aria's Select in its place.

const LANGUAGES = [
  { id: 'en', label: 'English', textValue: 'English' },
  { id: 'de', label: 'Deutsch', textValue: 'Deutsch' },
  { id: 'ar', label: 'العربية', textValue: 'العربية' },
] as const;

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string>('en');
  return (
    <SelectMenu
      label="Language"
      options={LANGUAGES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SelectMenu', () => {
  it('is a button named by its value and label until used, with no list yet', () => {
    render(<Picker onChange={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'English Language' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.querySelector('select')).toBeNull();
  });

  it('opens on a press, chooses an option and gives the focus back to its trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'English Language' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toContainElement(screen.getByRole('option', { name: 'Deutsch' }));
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(onChange).toHaveBeenCalledWith('de');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /^Deutsch/ })).toHaveFocus();
    });
  });

  it('opens from the keyboard and closes with Escape back on its trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'English Language' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => {
      expect(screen.getByRole('listbox')).toContainElement(document.activeElement as HTMLElement);
    });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('de');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /^Deutsch/ })).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /^Deutsch/ })).toHaveFocus();
    });
  });
});
