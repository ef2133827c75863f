import './styles.css';

// The entry: the browser paints the page the server rendered (decision 014) before any of the
// app's code is fetched or run, then the app starts.
await new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
});
await import('./start');
