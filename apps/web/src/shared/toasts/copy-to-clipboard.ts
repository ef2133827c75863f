import type { TFunction } from 'i18next';
import { showToast, TOAST_DURATION_MS } from './toast-queue';

// Every copy in the app goes through here so its two outcomes read the same everywhere
// (docs/product/shell-and-gates.md, "Toasts"). Resolves true when the text was copied.
export async function copyToClipboard(text: string, t: TFunction): Promise<boolean> {
  try {
    // Not every browser context has the API (http pages, old WebViews): a failure too.
    if (typeof navigator === 'undefined' || navigator.clipboard === undefined) {
      throw new Error('clipboard unavailable');
    }
    await navigator.clipboard.writeText(text);
  } catch {
    showToast(t('toasts.copyFailed'), { tone: 'negative' });
    return false;
  }
  showToast(t('toasts.copied'), { tone: 'positive', timeoutMs: TOAST_DURATION_MS.short });
  return true;
}
