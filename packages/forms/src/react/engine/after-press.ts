// A blur caused by pressing something else (a mouse button or a finger on "Add employer") waits
// for the press to end before the field validates: the error appearing under the field would
// move what was pressed between press and release, and the click would be lost
// (docs/product/forms-toolkit.md, Validation behaviour).

let pressing = false;
let waiting: (() => void)[] = [];
let watchers = 0;

function release(): void {
  if (!pressing) return;
  pressing = false;
  // After the click the release ends (it is dispatched after pointerup, in the same task).
  setTimeout(() => {
    const run = waiting;
    waiting = [];
    for (const task of run) task();
  }, 0);
}

function press(event: PointerEvent): void {
  if (event.isPrimary) pressing = true;
}

/** Watches presses on the page while a form is shown; answers the function that stops. */
export function watchPresses(target: Window): () => void {
  watchers += 1;
  if (watchers === 1) {
    target.addEventListener('pointerdown', press, true);
    target.addEventListener('pointerup', release, true);
    target.addEventListener('pointercancel', release, true);
    // A press that ends outside the page, or a key, ends the wait too.
    target.addEventListener('blur', release);
    target.addEventListener('keydown', release, true);
  }
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    target.removeEventListener('pointerdown', press, true);
    target.removeEventListener('pointerup', release, true);
    target.removeEventListener('pointercancel', release, true);
    target.removeEventListener('blur', release);
    target.removeEventListener('keydown', release, true);
    release();
  };
}

/** Runs `task` now, or once the press under way has ended. */
export function afterPress(task: () => void): void {
  if (pressing) waiting.push(task);
  else task();
}
