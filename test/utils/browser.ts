import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { chromium, type Browser, type Page } from 'playwright-core';
import { listenLocally } from './test-app';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = resolve(__dirname, '../../artifacts/screenshots');

/** `describe` where Chromium is installed; elsewhere `describe.skip`, with a warning naming the spec. */
export function describeIfChromium(spec: string): jest.Describe {
  if (existsSync(CHROMIUM)) return describe;
  console.warn(`${spec}: SKIPPED — ${CHROMIUM} is missing (apt-get install chromium); CI installs it.`);
  return describe.skip;
}

export interface BrowserPage {
  browser: Browser;
  page: Page;
  /** Where the API listens, e.g. http://127.0.0.1:41234. */
  base: string;
  /** Uncaught page errors and console errors, for a test to expect none. */
  errors: string[];
  /** Saves artifacts/screenshots/<name>.png. */
  shot: (name: string) => Promise<unknown>;
}

export interface BrowserPageOptions {
  viewport: { width: number; height: number };
  /** Console errors the page is expected to log (e.g. the 401 of a wrong password). */
  expectedConsoleErrors?: RegExp;
  fullPageShots?: boolean;
}

/** Serves `api` on a free local port and opens it in a headless Chromium page. */
export async function openBrowserPage(api: INestApplication, options: BrowserPageOptions): Promise<BrowserPage> {
  const base = await listenLocally(api);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: options.viewport });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !options.expectedConsoleErrors?.test(message.text())) errors.push(message.text());
  });
  mkdirSync(SHOTS, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: options.fullPageShots ?? false });
  return { browser, page, base, errors, shot };
}
