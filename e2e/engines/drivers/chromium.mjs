// The scenario's driver for Chromium: Debian's chromium through
// playwright-core (lib/harness.mjs launches it), a fresh context per page.
import { launchBrowser, watchPage } from '../../lib/harness.mjs';
import { reportCSP } from '../../lib/csp.mjs';
import { viewport } from './page.mjs';

/** launch starts Chromium and resolves to { newPage(), close() }. */
export async function launch() {
  const browser = await launchBrowser();
  return {
    async newPage() {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await reportCSP(context);
      const page = await context.newPage();
      const errors = watchPage(page);
      return {
        goto: (url) => page.goto(url),
        reload: () => page.reload(),
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        waitFor: (fn, arg, timeout) => page.waitForFunction(fn, arg, { timeout }),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key),
        errors: async () => errors,
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
