import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { SITE_URL } from './site';
import { createStaticHandler, startStaticServer } from '../../scripts/static-server.mjs';

type RemoteKey = 'marketing' | 'onboarding' | 'member_area' | 'news_admin' | 'events';

const DIST: Record<RemoteKey, string> = {
  marketing: 'mf-marketing',
  onboarding: 'mf-onboarding',
  member_area: 'mf-member-area',
  news_admin: 'mf-news-admin',
  events: 'mf-events',
};

/**
 * A remote served by the spec itself, on its own port, so the spec can stop
 * and start it. The page is pointed at it through the shell's run-time
 * config.json, exactly as an operator would move a remote.
 */
export class ControllableRemote {
  private server: { close: () => Promise<void> } | null = null;

  constructor(
    readonly remote: RemoteKey,
    readonly port: number,
  ) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  get manifestUrl(): string {
    return `${this.origin}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    this.server = await startStaticServer({
      root: fileURLToPath(new URL(`../../${DIST[this.remote]}/dist/`, import.meta.url)),
      port: this.port,
      allowedOrigins: [SITE_URL],
    });
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  /** Makes the shell in `page` load this remote from here. */
  async routeConfig(page: Page): Promise<void> {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { remotes: Record<string, string> };
      config.remotes[this.remote] = this.manifestUrl;
      await route.fulfill({ response, json: config });
    });
  }
}

/**
 * A remote whose builds a spec deploys and rolls back under one URL, as an
 * operator would replace the files of a remote's origin: each request is
 * answered from the build deployed at that moment.
 */
export class RedeployableRemote<Build extends string> {
  private server: Server | null = null;
  private deployed: Build;
  private readonly handlers: Record<Build, ReturnType<typeof createStaticHandler>>;

  /** `builds`: each build's dist folder, by name; the first one is deployed at start. */
  constructor(
    readonly port: number,
    builds: Record<Build, string>,
  ) {
    const names = Object.keys(builds) as Build[];
    this.deployed = names[0] as Build;
    this.handlers = Object.fromEntries(
      names.map((name) => [
        name,
        createStaticHandler({ root: builds[name], allowedOrigins: [SITE_URL] }),
      ]),
    ) as Record<Build, ReturnType<typeof createStaticHandler>>;
  }

  get manifestUrl(): string {
    return `http://localhost:${this.port}/mf-manifest.json`;
  }

  deploy(build: Build): void {
    this.deployed = build;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) =>
      this.handlers[this.deployed](request, response),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
