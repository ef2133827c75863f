// Decision 021: what a person does on a server-rendered page before the app runs, carried over
// once it does. Links and the search form's GET work natively and are left alone; a button has
// nothing to do without the app, so its click is kept and made again on the same element (the
// hydrated app reuses the server's nodes). Until the app is ready the button's press never
// reaches the page: hydration may have begun, but React Aria's press handlers ignore a click
// whose pointer went down before they listened (React's own replay of it is lost on them), so
// the click is made again as a virtual click, which they take. Typed text stays in its field,
// but React's value tracker records it as the field's value while hydrating, so the app would
// never hear of it: it is told through the field's own `input` event.

export type EarlyActions = {
  // Once the app runs: the focused field's focus, typed text, then the kept clicks, in order.
  replay(): void;
};

const BUTTON = 'button, [role="button"]';
const TEXT_FIELD =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

function isNativeAction(button: Element): boolean {
  if (button instanceof HTMLButtonElement)
    return (button.type === 'submit' || button.type === 'reset') && button.form !== null;
  return button.closest('a[href]') !== null;
}

// The field's text, made news to React: its value tracker (an own `value` property React
// defines on the node) is set to the empty text, the prototype's setter puts the typed text
// back without it, and the field's `input` event makes React compare the two. The text is the
// one the person typed: the app may have re-rendered the field with its own value meanwhile.
function announceTypedText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  field.value = '';
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', typed, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// The parts of a press that go before its click.
const PRESS_STARTS = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend'];
// A press begun before the app was ready and ended after it: its click is still made again.
const LATE_CLICK_MS = 2_000;

export function keepEarlyActions(root: HTMLElement): EarlyActions {
  const clicked: KeptClick[] = [];
  const pressed = new Set<HTMLElement>();
  const typedInto = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const keeping = new AbortController();
  const keptButton = (event: Event): HTMLElement | null => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(BUTTON);
    return button && root.contains(button) && !isNativeAction(button) ? button : null;
  };
  for (const type of PRESS_STARTS) {
    document.addEventListener(
      type,
      (event) => {
        const button = keptButton(event);
        if (!button) return;
        event.stopPropagation();
        pressed.add(button);
      },
      { capture: true, signal: keeping.signal },
    );
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = keptButton(event);
      if (!button) return;
      event.stopPropagation();
      event.preventDefault();
      pressed.delete(button);
      clicked.push(keptClick(root, button));
    },
    { capture: true, signal: keeping.signal },
  );
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.matches(TEXT_FIELD) &&
        root.contains(field)
      )
        typedInto.set(field, field.value);
    },
    { capture: true, signal: keeping.signal },
  );
  return {
    replay() {
      keeping.abort();
      finishLatePresses(pressed);
      const focused = document.activeElement;
      // React Aria learns of focus from focus events; this focus began before it listened.
      if (focused instanceof HTMLElement && focused.matches(TEXT_FIELD) && root.contains(focused))
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      // Each once: the lists are emptied before anything is replayed.
      const typed = [...typedInto];
      const buttons = clicked.splice(0);
      typedInto.clear();
      for (const [field, text] of typed) if (field.isConnected) announceTypedText(field, text);
      void clickInTurn(root, buttons);
    },
  };
}

// React has hydrated a node once it has put its props on it. A part of the page whose code loads
// later (the bell, the job cart) may still be the server's markup when the shell is ready, and
// React may render such a part afresh rather than adopt the server's nodes: the click waits for
// the part, and goes to the button that took the kept one's place.
const HYDRATION_WAIT_MS = 10_000;
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

type KeptClick = { button: HTMLElement; label: string; index: number };

function buttonLabel(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent).trim();
}

// What finds the button again: its name's first word (a count in it may change) and its place
// among the page's buttons.
function keptClick(root: HTMLElement, button: HTMLElement): KeptClick {
  return {
    button,
    label: buttonLabel(button).split(/[\s,]/)[0] ?? '',
    index: [...root.querySelectorAll(BUTTON)].indexOf(button),
  };
}

function counterpart(root: HTMLElement, kept: KeptClick): HTMLElement | null {
  const buttons = [...root.querySelectorAll<HTMLElement>(BUTTON)];
  const named = buttons.filter((button) => buttonLabel(button).split(/[\s,]/)[0] === kept.label);
  if (named.length === 1) return named[0] ?? null;
  const placed = buttons[kept.index];
  return placed && buttonLabel(placed).startsWith(kept.label) ? placed : null;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function clickInTurn(root: HTMLElement, kept: readonly KeptClick[]): Promise<void> {
  for (const click of kept) {
    const deadline = performance.now() + HYDRATION_WAIT_MS;
    let button: HTMLElement | null = click.button;
    while (performance.now() < deadline) {
      if (button?.isConnected && isHydrated(button)) break;
      if (!button?.isConnected) button = counterpart(root, click);
      await nextFrame();
    }
    if (button?.isConnected && isHydrated(button)) button.click();
  }
}

// A button pressed down before the app was ready and released after: its click, when it comes, is
// made again as a virtual click (the real one finds React Aria without the press's start).
function finishLatePresses(pressed: Set<HTMLElement>): void {
  if (pressed.size === 0) return;
  const late = new AbortController();
  setTimeout(() => {
    late.abort();
  }, LATE_CLICK_MS);
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = [...pressed].find((candidate) => target && candidate.contains(target));
      if (!button || event.detail === 0) return;
      event.stopPropagation();
      event.preventDefault();
      pressed.delete(button);
      if (pressed.size === 0) late.abort();
      button.click();
    },
    { capture: true, signal: late.signal },
  );
}
