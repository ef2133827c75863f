// How the app started on this page (decision 021). A server-rendered page for a logged-out
// visitor is complete without JavaScript, so the entry starts the app on the first sign of a
// person rather than at load; the app then finds the page already counted and already scrolled.
let startedLate = false;
let announceReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  announceReady = resolve;
});

export function markStartedLate(): void {
  startedLate = true;
}

// Whether the entry waited for a person before starting the app.
export function wasStartedLate(): boolean {
  return startedLate;
}

// The shell ran its first effects: the page is the app now (journeys wait for the attribute).
export function markAppReady(): void {
  document.documentElement.dataset.appReady = 'true';
  announceReady();
}

export function whenAppReady(): Promise<void> {
  return ready;
}
