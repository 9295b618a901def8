import fs from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

export function assertChromium(): void {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with 'sudo apt-get install -y chromium' ` +
        `(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
  }
}

export const waitForHydration = (page: Page): Promise<void> =>
  page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
