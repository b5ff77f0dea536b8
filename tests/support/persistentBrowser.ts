import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import config, { PREVIEW_URL } from '../../playwright.config';

/**
 * A Chromium profile on disk, like a phone's: it survives closing the browser, and it
 * is not incognito (install criteria are only met outside incognito).
 */
export class PersistentBrowser {
  readonly profileDir = mkdtempSync(join(tmpdir(), 'lotcrew-profile-'));

  async open(): Promise<BrowserContext> {
    return chromium.launchPersistentContext(this.profileDir, {
      ...config.use?.launchOptions,
      baseURL: PREVIEW_URL,
    });
  }

  dispose(): void {
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}
