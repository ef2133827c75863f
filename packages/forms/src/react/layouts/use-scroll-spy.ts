import { useCallback, useEffect, useRef, useState } from 'react';

// The scrollspy settles 50 ms after scrolling stops; a step the user picked stays
// active for 1000 ms while the page scrolls to it.
const SCROLLSPY_DEBOUNCE_MS = 50;
const PICKED_STEP_HOLD_MS = 1000;
// The phone's progress bar shows page scroll rounded to the nearest 10 %.
export function scrollProgress(scrollTop: number, scrollable: number): number {
  if (scrollable <= 0) return 100;
  const percent = Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
  return Math.round(percent / 10) * 10;
}

/** The section nearest the top of the viewport, and the page's scroll progress. */
export function useScrollSpy(sectionIds: readonly string[], offset = 120) {
  const [active, setActive] = useState<string | undefined>(sectionIds[0]);
  const [progress, setProgress] = useState(0);
  const pickedUntil = useRef(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const root = document.documentElement;
      setProgress(scrollProgress(window.scrollY, root.scrollHeight - window.innerHeight));
      if (Date.now() < pickedUntil.current) return;
      let current = sectionIds[0];
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offset) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLLSPY_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [sectionIds, offset]);

  const pick = useCallback((id: string) => {
    pickedUntil.current = Date.now() + PICKED_STEP_HOLD_MS;
    setActive(id);
  }, []);

  return { active, progress, pick };
}
