import { useTranslation } from '../i18n/use-translation';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useIsHydrated } from '../ui/use-is-hydrated';
import { TOAST_POSITIONS, toastQueues, type ToastPosition, type ToastTone } from './toast-queue';

const POSITION_CLASSES: Record<ToastPosition, string> = {
  'top-center': 'top-4 left-1/2 -translate-x-1/2',
  'bottom-center': 'bottom-4 left-1/2 -translate-x-1/2',
  'bottom-end': 'bottom-4 end-4',
};

const TONE_CLASSES: Record<ToastTone, string> = {
  neutral: 'bg-gray-900 text-white',
  positive: 'bg-green-700 text-white',
  negative: 'bg-red-700 text-white',
};

// React Aria's toast regions: a landmark per position, F6 reaches them, each toast is announced.
export function ToastRegions() {
  const { t } = useTranslation();
  // No toast can be shown before the app runs.
  if (!useIsHydrated()) return null;
  return TOAST_POSITIONS.map((position) => (
    <ToastRegion
      key={position}
      queue={toastQueues[position]}
      aria-label={t('toasts.region')}
      className={`fixed z-[1100] flex w-[min(28rem,calc(100vw-2rem))] flex-col gap-2 ${POSITION_CLASSES[position]}`}
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={`flex items-start gap-3 rounded-brand px-4 py-3 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-accent ${TONE_CLASSES[toast.content.tone]}`}
        >
          <ToastContent className="flex-1">
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button
            slot="close"
            aria-label={t('toasts.dismiss')}
            className="rounded px-1 leading-none outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  ));
}
