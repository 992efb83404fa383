// The scenario's driver for Firefox: Debian's firefox-esr over WebDriver
// BiDi through puppeteer-core ($FIREFOX overrides the path).
import puppeteer from 'puppeteer-core';
import { CSP_PREFIX } from '../../lib/csp.mjs';
import { viewport } from './page.mjs';

/** launch starts Firefox and resolves to { newPage(), close() }. */
export async function launch() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX || '/usr/bin/firefox-esr',
    headless: true,
    protocolTimeout: 120_000,
  });
  return {
    async newPage() {
      const page = await browser.newPage();
      const errors = [];
      page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message ?? err}`));
      await page.setViewport(viewport);
      await page.evaluateOnNewDocument((prefix) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`${prefix} ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
        });
      }, CSP_PREFIX);
      return {
        goto: (url) => page.goto(url),
        reload: () => page.reload(),
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        waitFor: (fn, arg, timeout) => page.waitForFunction(fn, { timeout }, arg),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key), // BiDi knows the space by its character
        errors: async () => errors,
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}
