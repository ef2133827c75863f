import { getI18n } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './copy-to-clipboard';
import { clearToasts, toastQueues } from './toast-queue';

function shown() {
  return toastQueues['bottom-center'].visibleToasts.map((toast) => toast.content);
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  clearToasts();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copyToClipboard', () => {
  const t = getI18n().t;

  it('copies the text and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await expect(copyToClipboard('https://example.com/careers/job/1', t)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.com/careers/job/1');
    expect(shown()).toEqual([{ message: 'Copied to Clipboard', tone: 'positive' }]);
  });

  it('says it could not copy when the browser refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(copyToClipboard('x', t)).resolves.toBe(false);
    expect(shown()).toEqual([
      { message: 'Sorry, unable to copy the variable. Please contact Support', tone: 'negative' },
    ]);
  });

  it('says it could not copy when there is no clipboard at all', async () => {
    await expect(copyToClipboard('x', t)).resolves.toBe(false);
    expect(shown()[0]?.message).toBe('Sorry, unable to copy the variable. Please contact Support');
  });
});
