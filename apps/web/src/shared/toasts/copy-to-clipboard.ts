import type { TFunction } from 'i18next';
import { showToast, TOAST_DURATION_MS } from './toast-queue';

// Every copy in the app goes through here so its two outcomes read the same everywhere
// (docs/product/shell-and-gates.md, "Toasts"). Resolves true when the text was copied.
export async function copyToClipboard(text: string, t: TFunction): Promise<boolean> {
  try {
    // Where the browser has no clipboard (an http page, an old WebView) this throws: a failure too.
    await navigator.clipboard.writeText(text);
  } catch {
    showToast(t('toasts.copyFailed'), { tone: 'negative' });
    return false;
  }
  showToast(t('toasts.copied'), { tone: 'positive', timeoutMs: TOAST_DURATION_MS.short });
  return true;
}
