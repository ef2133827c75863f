import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useBootData } from '../boot/boot-data-context';
import type { PageId } from '@careers/contracts/pages';

// The login modal: an action waiting for login runs after it, only on the listed routes (default
// 'login'), then the page refreshes unless skipRefresh.
export type PendingAction = {
  run: () => Promise<void> | void;
  routes?: readonly PageId[];
  skipRefresh?: boolean;
};

export type LoginPrompt = {
  isOpen: boolean;
  pendingAction: PendingAction | null;
  open: (pendingAction?: PendingAction) => void;
  close: () => void;
};

const LoginPromptContext = createContext<LoginPrompt | null>(null);

export function LoginPromptProvider({
  children,
  initiallyOpen = false,
}: {
  children: ReactNode;
  initiallyOpen?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);
  const value = useMemo<LoginPrompt>(
    () => ({
      isOpen,
      pendingAction,
      open: (action) => {
        setPendingAction(action ?? null);
        setIsOpen(true);
      },
      close: () => {
        setIsOpen(false);
        setPendingAction(null);
      },
    }),
    [isOpen, pendingAction],
  );
  return <LoginPromptContext value={value}>{children}</LoginPromptContext>;
}

export function useLoginPrompt(): LoginPrompt {
  const value = use(LoginPromptContext);
  if (!value) throw new Error('useLoginPrompt needs a LoginPromptProvider.');
  return value;
}

const DEFAULT_PENDING_ACTION_ROUTES: readonly PageId[] = ['login'];

export async function runPendingAction(
  action: PendingAction | null,
  pageId: PageId | null,
): Promise<boolean> {
  const routes = action?.routes ?? DEFAULT_PENDING_ACTION_ROUTES;
  if (action && pageId && routes.includes(pageId)) await action.run();
  return !action?.skipRefresh;
}

// A candidate's action (save, add to cart): at once when logged in; otherwise after the login
// modal, on the listed pages (the pending action). A failure shows through the caller's own error
// state, so it is not rethrown here.
export function useLoggedInAction(routes: readonly PageId[]) {
  const { isLoggedIn } = useBootData();
  const prompt = useLoginPrompt();
  return (action: () => Promise<unknown>) => {
    if (isLoggedIn) {
      action().catch(() => undefined);
      return;
    }
    prompt.open({
      routes,
      run: async () => {
        await action().catch(() => undefined);
      },
    });
  };
}
