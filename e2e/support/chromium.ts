import { existsSync } from 'node:fs';

/** The system Chromium: no test tool may download a browser of its own here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`), which scripts/tools/ensure-chromium.mjs installs. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the end-to-end flows: Chromium's headless shell, the build Playwright itself runs headless flows
 * on. It draws no browser window, so the same flows cost Chromium 40% less CPU than the full browser in headless
 * mode on two cores (docs/PERFORMANCE.md, 'End-to-end flows'); the full browser where the shell is missing. CHROMIUM_PATH chooses for both.
 */
export const FLOWS_CHROMIUM_PATH = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Nothing that talks to the network on its own: this machine's closed network refuses it, and it skews timings. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * For flows about system notifications (push): the headless shell answers 'denied' to every notification
 * permission, so they run on the full browser, in workers of their own.
 */
export const onFullBrowser = { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };
