import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import { createRenderPool } from './render-pool';

// How the server asks the web app for a GET call's answer while it renders (decision 014).
export type Transport = (path: string) => Promise<{ status: number; body: unknown }>;

// apps/web/src/app/entry-server.tsx, as `vite build --ssr` builds it into apps/web/dist-server.
export type ServerRenderer = {
  isServerPage(pathname: string): boolean;
  renderApp(request: {
    url: string;
    boot: BootData;
    locale: string;
    transport: Transport;
    now: number;
  }): Promise<{ html: string; state: unknown } | null>;
  // Stops its render threads (decision 023), if it has any.
  close?: () => Promise<void>;
};

function serverEntryPath(webDist: string): string {
  return resolve(webDist, '..', 'dist-server', 'entry-server.js');
}

// The built server entry beside the built app; without one (tests, a web app not yet built) every
// page starts in the browser from the shell's HTML, as before decision 014. With RENDER_THREADS
// it renders in that many worker threads (decision 023), in the main thread with 0.
export async function loadServerRenderer(deps: AppDeps): Promise<ServerRenderer | null> {
  const path = serverEntryPath(deps.env.WEB_DIST);
  if (!existsSync(path)) {
    deps.logger.info(`${path} is missing: pages render in the browser only`);
    return null;
  }
  const url = pathToFileURL(path).href;
  const entry = (await import(url)) as ServerRenderer;
  if (deps.env.RENDER_THREADS === 0) return entry;
  const pool = createRenderPool(url, deps.env.RENDER_THREADS, deps.logger);
  return {
    isServerPage: (pathname) => entry.isServerPage(pathname),
    renderApp: pool.render,
    close: pool.close,
  };
}
