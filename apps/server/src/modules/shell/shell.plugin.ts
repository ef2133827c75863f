import fastifyPlugin from 'fastify-plugin';
import type { AppDeps } from '../../app-deps';
import { compileTemplate } from './page-html';
import { registerPageRoutes } from './page.routes';
import { readPageTemplate } from './page-template';
import { loadServerRenderer, type ServerRenderer } from './server-renderer';
import { registerShellRoutes } from './shell.routes';

export type ShellOptions = AppDeps & {
  // The page template; defaults to WEB_DIST/index.html (tests pass their own).
  indexHtml?: string;
  // The React renderer of the search and job pages (decision 014); defaults to the built one.
  renderer?: ServerRenderer | null;
};

// The shell: every page path answers the app's HTML (decision 001 §3), and the shell's calls —
// terms of service, onboarding, profile bootstrapping (docs/product/shell-and-gates.md). Not
// encapsulated: it owns the app's not-found handler, which answers every unknown GET with a page.
export const shellPlugin = fastifyPlugin<ShellOptions>(
  async (app, options) => {
    registerShellRoutes(app, options);
    const renderer =
      options.renderer === undefined ? await loadServerRenderer(options) : options.renderer;
    if (renderer?.close) app.addHook('onClose', renderer.close);
    registerPageRoutes(
      app,
      options,
      compileTemplate(readPageTemplate(options, options.indexHtml)),
      renderer,
    );
  },
  { name: 'shell' },
);
