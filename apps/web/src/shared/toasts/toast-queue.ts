import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

// Toasts sit at a position (e.g. 'Failed to load position details' top-center) and close on their
// own: 5 s by default, 15 s through the notify helper, 2 s for the short ones.
export const TOAST_DURATION_MS = { default: 5000, helper: 15000, short: 2000 } as const;

export const TOAST_POSITIONS = ['top-center', 'bottom-center', 'bottom-end'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export type ToastTone = 'neutral' | 'positive' | 'negative';

export type ToastContent = { message: string; tone: ToastTone };
export type ToastOptions = { tone?: ToastTone; position?: ToastPosition; timeoutMs?: number };

export const toastQueues: Record<ToastPosition, ToastQueue<ToastContent>> = {
  'top-center': new ToastQueue({ maxVisibleToasts: 3 }),
  'bottom-center': new ToastQueue({ maxVisibleToasts: 3 }),
  'bottom-end': new ToastQueue({ maxVisibleToasts: 3 }),
};

export function showToast(message: string, options: ToastOptions = {}): string {
  const queue = toastQueues[options.position ?? 'bottom-center'];
  return queue.add(
    { message, tone: options.tone ?? 'neutral' },
    { timeout: options.timeoutMs ?? TOAST_DURATION_MS.default },
  );
}

// The helper later areas call for success/failure messages; it stays longer by default.
export function notify(message: string, options: ToastOptions = {}): string {
  return showToast(message, { timeoutMs: TOAST_DURATION_MS.helper, ...options });
}

// A "disruptive snack": an error the user must notice, at the top.
export function showErrorSnack(message: string): string {
  return showToast(message, { tone: 'negative', position: 'top-center' });
}

export function clearToasts(): void {
  for (const queue of Object.values(toastQueues)) queue.clear();
}
