import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export type ModalDialogProps = {
  title: string;
  children: ReactNode;
  isOpen: boolean;
  // Without a close label the dialog cannot be dismissed (the terms modal).
  closeLabel?: string;
  onClose?: () => void;
};

export function ModalDialog({ title, children, isOpen, closeLabel, onClose }: ModalDialogProps) {
  const isDismissable = closeLabel !== undefined;
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      className="fixed inset-0 z-[1000] flex items-center justify-center bg-black/50 p-4"
    >
      <Modal className="max-h-[90vh] w-full max-w-lg overflow-auto rounded-brand bg-surface text-ink shadow-xl">
        <Dialog className="relative p-6 outline-none">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Heading slot="title" className="text-xl font-semibold">
              {title}
            </Heading>
            {isDismissable ? (
              <Button
                slot="close"
                aria-label={closeLabel}
                className="-me-2 -mt-1 rounded-brand px-2 text-2xl leading-none outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                ×
              </Button>
            ) : null}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
