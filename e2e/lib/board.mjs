// Helpers for the board pages' end-to-end tests, on the hooks the Go
// program exposes (window.tessera.state(), window.tessera.cellCenter(cell))
// and the performance mark it sets once the board is drawn.
import assert from 'node:assert/strict';
import { watchPage } from './harness.mjs';
import { reportCSP } from './csp.mjs';

/**
 * openBoard opens url in a new browser context (reduced motion; options:
 * viewport, colorScheme, deviceScaleFactor) and waits for the board.
 */
export async function openBoard(browser, url, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    colorScheme: options.colorScheme ?? 'light',
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
  });
  await reportCSP(context); // a violation fails the test as a console error
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(url);
  await drawn(page);
  return { context, page, errors };
}

/** drawn waits until the board page's Go program has drawn the board. */
export function drawn(page) {
  return page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0 && typeof window.tessera?.state === 'function',
    null, { timeout: 30000 });
}

/**
 * state is the game as the page sees it, once the Go program's hooks are
 * there (after a navigation they are not at once; until then
 * window.tessera is the #tessera element, by its id).
 */
export async function state(page) {
  await page.waitForFunction(() => typeof window.tessera?.state === 'function', null, { timeout: 30000 });
  return page.evaluate(() => window.tessera.state());
}

/** text is the trimmed text of the element sel. */
export const text = async (page, sel) => (await page.locator(sel).textContent()).trim();

/** until polls the state until pred holds, failing after timeout ms with what. */
export async function until(page, pred, what, timeout = 30000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (pred(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
    await page.waitForTimeout(25);
  }
}

/** center is where the board draws cell, in page pixels. */
export async function center(page, cell) {
  const c = await page.evaluate((name) => window.tessera.cellCenter(name), cell);
  assert.ok(c, `no centre for ${cell}`);
  return c;
}

/** clickCell clicks the middle of cell. */
export async function clickCell(page, cell) {
  const { x, y } = await center(page, cell);
  await page.mouse.click(x, y);
}

/**
 * setOption sets option name of the new-game dialog to value, whatever
 * control the option is: a select, a switch (checked is "on") or a field.
 */
export async function setOption(dialog, name, value) {
  const el = dialog.locator(`[name=${name}]`);
  const kind = await el.evaluate((e) => (e.tagName === 'SELECT' ? 'select' : e.type));
  if (kind === 'select') await el.selectOption(String(value));
  else if (kind === 'checkbox') await el.setChecked(value === 'on');
  else await el.fill(String(value));
}
