import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, notify, showErrorSnack, showToast, toastQueues } from './toast-queue';
import { ToastRegions } from './toast-regions';

afterEach(() => {
  clearToasts();
});

describe('toasts', () => {
  it('close after 5 s by default, 15 s through notify, or a given time', () => {
    showToast('Saved');
    notify('Successfully signed document');
    showToast('Failed to load position details', { position: 'top-center', timeoutMs: 2000 });
    expect(toastQueues['bottom-center'].visibleToasts.map((toast) => toast.timeout)).toEqual([
      15000, 5000,
    ]); // newest first
    expect(toastQueues['top-center'].visibleToasts[0]?.timeout).toBe(2000);
  });

  it('are announced in a labelled region and can be dismissed', async () => {
    render(<ToastRegions />);
    act(() => {
      showErrorSnack('Server error. Please try again.');
    });
    expect(await screen.findByText('Server error. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).click();
    });
    expect(screen.queryByText('Server error. Please try again.')).not.toBeInTheDocument();
  });
});
