import { defineConfig, devices } from '@playwright/test';
import { assertChromium, chromiumArgs, chromiumPath } from './scripts/lib/browser';

assertChromium();

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
const nginxSpec = /nginx\.spec\.ts$/;
// Walks every width itself: running it again in the phone project would only repeat it.
const layoutSpec = /layout\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: nginxSpec,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: [nginxSpec, layoutSpec],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      // The build behind a real nginx (its own server on E2E_NGINX_PORT, started by the spec).
      name: 'nginx',
      testMatch: nginxSpec,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `tsx scripts/serve.ts --port ${port} --dir build`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
