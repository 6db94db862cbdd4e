// Debian's Chromium for the e2e tests; Playwright must never download a browser of its own (it cannot here).
import { ensureAptPackage } from './apt.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Installs the `chromium` apt package unless the browser is already there. */
export const ensureChromium = () => ensureAptPackage({ pkg: 'chromium', path: chromiumPath(), hint: 'set CHROMIUM_PATH' });
