// Decision 021: what a person does first on a page, whatever the device. Reading alone (no
// pointer, no key, no scroll) is not a sign: the server's HTML serves that without the app.
const FIRST_SIGN_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

// Resolves on the first of FIRST_SIGN_EVENTS anywhere in the window. Listening starts at once,
// so a sign made while the page is still painting counts too.
export function waitForFirstSign(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const onSign = () => {
      controller.abort();
      resolve();
    };
    for (const type of FIRST_SIGN_EVENTS) {
      target.addEventListener(type, onSign, {
        capture: true,
        passive: true,
        signal: controller.signal,
      });
    }
  });
}
