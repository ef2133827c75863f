import { describe, expect, it, vi } from 'vitest';
import { runPendingAction } from './login-prompt';

describe('pending action after login', () => {
  it('runs only on the listed routes, default login, and refreshes unless skipRefresh', async () => {
    const run = vi.fn();
    expect(await runPendingAction({ run }, 'login')).toBe(true);
    expect(await runPendingAction({ run }, 'jobs')).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await runPendingAction({ run, routes: ['jobs'], skipRefresh: true }, 'jobs')).toBe(
      false,
    );
    expect(run).toHaveBeenCalledTimes(2);
    expect(await runPendingAction(null, 'jobs')).toBe(true);
  });
});
