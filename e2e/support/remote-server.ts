import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { SITE_URL } from './site';
import { startStaticServer } from '../../scripts/static-server.mjs';

type RemoteKey = 'marketing' | 'onboarding' | 'member_area' | 'news_admin';

const DIST: Record<RemoteKey, string> = {
  marketing: 'mf-marketing',
  onboarding: 'mf-onboarding',
  member_area: 'mf-member-area',
  news_admin: 'mf-news-admin',
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
