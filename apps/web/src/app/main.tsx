import './styles.css';
import { markStartedLate, whenAppReady } from '../shared/boot/app-start';
import { readBootData } from '../shared/boot/boot-data';
import { keepEarlyActions } from './early-actions';
import { waitForFirstSign } from './first-sign';
import { needsAppAtOnce } from './start-at-once';

// The entry. The browser paints the page the server rendered (decision 014) before any of the
// app's code is fetched or run. A logged-out visitor's server-rendered page is whole without
// the app, so the app (React and all) loads on their first sign — a pointer, a key, a touch, a
// scroll — and takes over what they did meanwhile; other pages start it at once (decision 021).
const firstSign = waitForFirstSign();
const root = document.getElementById('root');
const earlyActions = root ? keepEarlyActions(root) : null;
await new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
});

const boot = readBootData();
if (root && !needsAppAtOnce(boot, root)) {
  markStartedLate();
  void import('../features/analytics/page-view').then(({ PAGE_VIEW_DELAY_MS, sendFirstPageView }) =>
    setTimeout(() => {
      sendFirstPageView(boot);
    }, PAGE_VIEW_DELAY_MS),
  );
  await firstSign;
}
await import('./start');
// Presses are kept until the app is ready, hydration or not (early-actions.ts says why).
await whenAppReady();
earlyActions?.replay();
