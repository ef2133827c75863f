import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';
import { FOCUS_RING } from './classes';
import { InfoIcon } from './info-icon';

/**
 * An info icon that opens its text on click (not hover, so touch and keyboard get it too); Escape
 * closes it and returns focus to the button.
 */
export function TooltipButton({
  children,
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  'aria-label'?: string;
}) {
  const { t } = useTranslation(FORMS_NS);
  const ready = useFormsNamespace();
  // Named in words, never by a catalog key: it waits the moment the catalog takes to load.
  if (!ready && ariaLabel === undefined) return null;
  return (
    <DialogTrigger>
      <Button
        aria-label={ariaLabel ?? t('tooltipInfo')}
        className={`inline-flex size-6 items-center justify-center rounded-full text-primary hover:bg-primary/10 ${FOCUS_RING}`}
      >
        <InfoIcon />
      </Button>
      <Popover
        placement="top"
        className="max-w-xs rounded-brand bg-ink px-3 py-2 text-sm text-surface shadow-lg"
      >
        <Dialog aria-label={ariaLabel ?? t('tooltipInfo')} className="outline-none">
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
