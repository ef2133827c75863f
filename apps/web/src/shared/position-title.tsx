import { createContext, use, useEffect } from 'react';

// The page title "{position} | {company}": the page that shows a position names it here;
// the shell, which owns the title, reads it.
export const PositionTitleContext = createContext<(name: string | null) => void>(() => undefined);

export function useAnnouncePositionName(name: string | null): void {
  const announce = use(PositionTitleContext);
  useEffect(() => {
    announce(name);
    return () => {
      announce(null);
    };
  }, [announce, name]);
}
