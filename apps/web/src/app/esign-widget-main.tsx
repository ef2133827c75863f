import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { EsignWidget } from '../features/esign/esign-widget';
import { readWidgetLocation } from '../features/esign/widget-location';
import { createQueryClient } from '../shared/api/query-client';
import { initI18n } from '../shared/i18n/i18n';

// The e-sign widget's own entry (esign.html; docs/product/offers-and-esign.md): no shell, router,
// search or boot data.
// The server writes the page's language into <html lang dir> and the CSRF token into its head;
// the theme keeps the defaults of styles.css, since the widget has no group's branding.
await initI18n(document.documentElement.lang || 'en', 'esign');

const root = document.getElementById('root');
if (!root) throw new Error('esign.html has no #root.');
// The widget shows every failure of its own calls where it happens; nothing reaches a snack.
const queryClient = createQueryClient(() => undefined);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <EsignWidget {...readWidgetLocation(window.location.search)} />
    </QueryClientProvider>
  </StrictMode>,
);
// The page runs, as the site's pages say once theirs do; journeys wait for it.
document.documentElement.dataset.appReady = 'true';
