import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';

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
};

export function serverEntryPath(webDist: string): string {
  return resolve(webDist, '..', 'dist-server', 'entry-server.js');
}

// The built server entry beside the built app; without one (tests, a web app not yet built) every
// page starts in the browser from the shell's HTML, as before decision 014.
export async function loadServerRenderer(deps: AppDeps): Promise<ServerRenderer | null> {
  const path = serverEntryPath(deps.env.WEB_DIST);
  if (!existsSync(path)) {
    deps.logger.info(`${path} is missing: pages render in the browser only`);
    return null;
  }
  return (await import(pathToFileURL(path).href)) as ServerRenderer;
}
