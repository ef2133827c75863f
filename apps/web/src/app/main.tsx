import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pickLocale } from '@careers/contracts/locales';
import { applyTheme } from '../features/config/theme';
import { setRequestGroup } from '../shared/api/request-context';
import { App } from './app';
import { createAppRouter } from './router';
import './styles.css';

// The boot-data reader and i18next load beside the entry rather than inside it (decision 008).
const [{ readBootData }, { initI18n }] = await Promise.all([
  import('../shared/boot/boot-data'),
  import('../shared/i18n/i18n'),
]);
const boot = readBootData();
setRequestGroup(boot.domain);
applyTheme(boot.configs.pcsxConfig.branding.theme);
await initI18n(
  pickLocale({
    hl: new URLSearchParams(window.location.search).get('hl'),
    browserLanguages: navigator.languages,
    supported: boot.configs.supportedLanguages,
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
createRoot(root).render(
  <StrictMode>
    <App boot={boot} router={createAppRouter()} />
  </StrictMode>,
);
