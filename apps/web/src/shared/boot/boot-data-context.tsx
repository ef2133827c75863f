import { createContext, use, type ReactNode } from 'react';
import type { BootData } from '@careers/contracts/boot';

const BootDataContext = createContext<BootData | null>(null);

export function BootDataProvider({ value, children }: { value: BootData; children: ReactNode }) {
  return <BootDataContext value={value}>{children}</BootDataContext>;
}

export function useBootData(): BootData {
  const value = use(BootDataContext);
  if (!value) throw new Error('useBootData needs a BootDataProvider.');
  return value;
}
