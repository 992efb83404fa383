// The scenario's driver for WebKit: Debian's WebKitWebDriver
// (webkit2gtk-driver) driving its MiniBrowser on an Xvfb display, through
// selenium-webdriver. WebKitWebDriver speaks classic WebDriver only (no
// BiDi, so no console events): each page loads collectErrors (page.mjs)
// once loaded, and errors() reads what it kept.
import { spawn } from 'node:child_process';
import { Builder, Key, Origin } from 'selenium-webdriver';
import { freePort } from '../../lib/harness.mjs';
import { collectErrors, viewport } from './page.mjs';

const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const KEYS = { ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN, ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, Enter: Key.ENTER, Space: Key.SPACE };

/** xvfb starts a virtual display on a free number and resolves to { display, stop }. */
async function xvfb() {
  const child = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const display = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    child.stdout.once('data', (d) => resolve(`:${String(d).trim()}`));
  });
  return { display, stop: () => child.kill() };
}

/** webDriver starts WebKitWebDriver on a free port and resolves once it answers. */
async function webDriver(display) {
  const port = await freePort();
  const child = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch { /* not listening yet */ }
    if (i > 300) throw new Error('WebKitWebDriver did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => child.kill() };
}

/**
 * settled wraps fn, a page function of one argument, in a script whose
 * promise always resolves: to { value } with fn's result, or { error }
 * with what it threw or rejected with. WebKitWebDriver answers a script
 * whose promise rejects with only "Could not parse script result", which
 * names neither the script nor the reason.
 */
function settled(fn) {
  return `const fn = (${fn});
return Promise.resolve(arguments[0]).then(fn).then((value) => ({ value }), (e) => ({ error: String(e?.stack || e) }));`;
}

/**
 * unanswered lets a wait poll again when WebKitWebDriver lost one poll's
 * answer: it says "Could not parse script result" when the script's value
 * does not reach it (settled's scripts always resolve, to JSON), as one
 * CI run met early in Iris's scenario (80 runs of its first steps here
 * never did), and another in the two frames a failed click waits for.
 * Any other error ends the wait.
 */
function unanswered(err) {
  if (err?.name === 'WebDriverError' && err.message === 'Could not parse script result') return false;
  throw err;
}

/**
 * countPresses is a script that counts the pointer presses the page
 * receives, in window.__tesseraPresses. A click WebKitWebDriver fails (a
 * CI run met "unknown error" with no message on a board's first click,
 * 4 runs of that game's scenario here never did) is made again only if
 * the page did not receive its press, so that a click is never made
 * twice.
 */
function countPresses() {
  if (window.__tesseraPresses !== undefined) return;
  window.__tesseraPresses = 0;
  addEventListener('pointerdown', () => { window.__tesseraPresses++; }, true);
}

/** launch starts WebKit and resolves to { newPage(), close() }: one window, reused by every page. */
export async function launch() {
  const x = await xvfb();
  const wd = await webDriver(x.display).catch((err) => { x.stop(); throw err; });
  const driver = await new Builder().usingServer(wd.url).withCapabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  }).build().catch((err) => { wd.stop(); x.stop(); throw err; });
  await driver.manage().window().setRect(viewport);
  // The window's outside is the rect: grow it until the page's inside is the viewport.
  const inner = await driver.executeScript('return [innerWidth, innerHeight]');
  await driver.manage().window().setRect({ width: 2 * viewport.width - inner[0], height: 2 * viewport.height - inner[1] });
  await driver.manage().setTimeouts({ script: 120_000 });
  const run = async (fn, arg) => {
    const { value, error } = await driver.executeScript(settled(fn), arg);
    if (error !== undefined) throw new Error(`the page's script failed: ${error}\n${fn}`);
    return value;
  };

  /**
   * asked runs script (a function of no arguments giving a promise of a
   * truthy value; running it twice must do no harm) until an answer
   * reaches the driver, as a wait's polls do.
   */
  const asked = (script, what) => driver.wait(() => script().catch(unanswered), 30_000, what);

  const press = (x, y) => driver.actions({ async: true })
    .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).press().release().perform();

  return {
    async newPage() {
      const errors = [];
      const keep = async () => errors.push(...(await driver.executeScript('return (window.__tesseraErrors || []).splice(0)')));
      const loaded = async () => { await driver.executeScript(collectErrors); await driver.executeScript(countPresses); };
      const presses = async () => (await asked(() => driver.executeScript('return { n: window.__tesseraPresses }'), 'counting presses')).n;
      return {
        goto: async (url) => { await keep(); await driver.get(url); await loaded(); },
        reload: async () => { await keep(); await driver.navigate().refresh(); await loaded(); },
        evaluate: (fn, arg) => run(fn, arg),
        waitFor: (fn, arg, timeout) => driver.wait(() => run(fn, arg).catch(unanswered), timeout, `waiting for ${fn}`),
        click: async (x, y) => {
          const before = await presses();
          await press(x, y).catch(async (err) => {
            if (err?.name !== 'WebDriverError') throw err;
            // The page handles input before it draws a frame: once two
            // frames are drawn, a press it was sent has been counted.
            await asked(() => run(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))), 'two frames');
            if (await presses() === before) await press(x, y);
          });
        },
        press: (key) => driver.actions({ async: true }).keyDown(KEYS[key]).keyUp(KEYS[key]).perform(),
        errors: async () => { await keep(); return [...errors]; },
        close: async () => { await keep(); await driver.get('about:blank'); },
      };
    },
    async close() {
      await driver.quit().catch(() => {});
      wd.stop();
      x.stop();
    },
  };
}
