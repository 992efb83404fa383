// The board's comforts end to end in headless Chromium against `make
// serve`'s server (run `make build` first): the game's sounds, counted
// through an instrumented AudioContext (none before the player interacts,
// none once muted), and the settings dialog, whose choices survive a
// reload; screenshots of the dialog in test-artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useSite, watchPage, artifacts } from './lib/harness.mjs';
import { drawn, state, until, center, clickCell } from './lib/board.mjs';
import { reportCSP } from './lib/csp.mjs';

const site = useSite('ur.html');

/**
 * countAudio, run in the page before its scripts, counts the AudioContexts
 * made and the oscillators started, in window.audio.
 */
function countAudio() {
  window.audio = { contexts: 0, starts: 0 };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.audio.contexts++;
    }
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.audio.starts++;
    return start.apply(this, args);
  };
}

/**
 * open opens the board at path in a new context (options: viewport,
 * colorScheme, reducedMotion, init: a script to run first) and waits for it.
 */
async function open(url, options = {}) {
  const context = await site.browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'reduce',
    colorScheme: options.colorScheme ?? 'light',
  });
  await reportCSP(context);
  await context.addInitScript(countAudio);
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(site.server.url + url);
  await drawn(page);
  return { context, page, errors };
}

const audio = (page) => page.evaluate(() => window.audio);
const sounds = (page) => page.evaluate(() => window.tessera.sounds());
const settings = (page) => page.evaluate(() => window.tessera.settings());

/** setSetting opens the settings dialog, sets the field name to value (a boolean for a checkbox) and closes it. */
async function setSettings(page, choices) {
  await page.click('#settings');
  const dialog = page.locator('#settings-dialog');
  await dialog.waitFor({ state: 'visible' });
  for (const [name, value] of Object.entries(choices)) {
    if (name === 'theme') await dialog.locator(`input[name=theme][value=${value}]`).check();
    else if (name === 'speed' || name === 'orient') await dialog.locator(`select[name=${name}]`).selectOption(value);
    else await dialog.locator(`input[name=${name}]`).setChecked(value);
  }
  await page.click('#settings-close');
  await dialog.waitFor({ state: 'hidden' });
}

test('sounds: none before the player interacts, then the roll, a move and a refusal; none once muted', async () => {
  const { context, page, errors } = await open('/ur#seed=7&pace=0');
  assert.deepEqual(await audio(page), { contexts: 0, starts: 0 }, 'no audio before any interaction');
  assert.deepEqual(await sounds(page), []);

  await page.click('#roll');
  await page.waitForFunction(() => window.tessera.sounds().includes('roll'));
  const rolled = await audio(page);
  assert.equal(rolled.contexts, 1, 'one AudioContext, made on the first press');
  assert.ok(rolled.starts > 0, 'the roll started oscillators');

  // With every piece still to enter, the throw allows one move, which
  // plays itself (#pace=0: at once), and sounds.
  await until(page, (x) => x.ply >= 1 && x.phase === 'roll', 'the forced entry');
  await page.waitForFunction(() => window.tessera.sounds().slice(0, 2).join() === 'roll,move');
  await clickCell(page, 'M7'); // refused: the dice are not thrown
  await page.waitForFunction(() => window.tessera.sounds().at(-1) === 'illegal');

  await setSettings(page, { sound: false });
  const muted = await audio(page);
  const heard = await sounds(page);
  const was = await until(page, (x) => x.phase === 'roll', 'a throw to be due');
  await page.click('#roll');
  await until(page, (x) => (x.phase === 'roll' && x.ply > was.ply) || (x.phase === 'move' && x.legal.length > 1),
    'the throw, and a forced move if it allows one');
  await clickCell(page, 'M7'); // refused, whatever the throw allowed
  await page.waitForFunction(() => document.getElementById('note').textContent !== '');
  assert.deepEqual(await audio(page), muted, 'muted: no oscillator starts');
  assert.deepEqual(await sounds(page), heard, 'muted: no sound made');
  assert.deepEqual(errors, []);
  await context.close();
});

test('sounds: silent while the tab is hidden', async () => {
  const { context, page, errors } = await open('/ur#seed=7&pace=0');
  await page.click('#settings'); // an interaction: the sounds wake
  await page.click('#settings-close');
  await page.evaluate(() => Object.defineProperty(document, 'hidden', { get: () => true }));
  await page.click('#roll');
  await until(page, (x) => x.roll !== null || x.ply > 0, 'the throw');
  assert.equal((await audio(page)).starts, 0, 'no oscillator starts in a hidden tab');
  assert.deepEqual(await sounds(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('settings survive a reload and apply before the board loads', async () => {
  const { context, page, errors } = await open('/iris', { reducedMotion: 'no-preference' });
  const first = await settings(page);
  assert.equal(first.motion, 1, 'the usual pace without reduced motion');
  assert.equal(first.theme, 'system');
  const a1 = await center(page, 'a1');
  await setSettings(page, { theme: 'dark', speed: 'off', sound: false, coords: false, flip: true });
  const flipped = await center(page, 'a1');
  assert.ok(Math.hypot(flipped.x - a1.x, flipped.y - a1.y) > 100, `a1 moves when the board turns round: ${JSON.stringify([a1, flipped])}`);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal((await settings(page)).dark, true, 'the board is drawn dark');
  // The browser's bar takes the chosen theme's colour, whatever the system's.
  const bar = () => page.locator('meta[name="theme-color"]').evaluateAll((ms) => ms.map((m) => `${m.dataset.scheme} ${m.media}`));
  assert.deepEqual(await bar(), ['light not all', 'dark all']);

  await page.reload();
  // guard.js applies the theme before the board's program runs.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.deepEqual(await bar(), ['light not all', 'dark all']);
  await drawn(page);
  const kept = await settings(page);
  assert.deepEqual(kept, { theme: 'dark', sound: false, speed: 'off', coords: false, flip: true, orient: '', oneTap: false, motion: 0, dark: true });
  assert.deepEqual(await center(page, 'a1'), flipped, 'the board is still turned round');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(23, 24, 28)', 'the page is dark');

  await page.goto(`${site.server.url}/ur`); // another game keeps them
  await drawn(page);
  assert.equal((await settings(page)).theme, 'dark');
  await setSettings(page, { theme: 'system', speed: 'slow' });
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-theme')), false);
  assert.deepEqual(await bar(), ['light (prefers-color-scheme: light)', 'dark (prefers-color-scheme: dark)']);
  assert.equal((await settings(page)).motion, 1.8);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Ur's board lies upright or across as the player sets", async () => {
  const { context, page, errors } = await open('/ur');
  const lie = async () => {
    const a = await center(page, 'L0');
    const b = await center(page, 'L7');
    return Math.abs(b.x - a.x) > Math.abs(b.y - a.y) ? 'across' : 'upright';
  };
  assert.equal(await lie(), 'across', 'across a wide screen by default');
  await setSettings(page, { orient: 'upright', coords: false }); // Ur offers its squares' names too
  assert.equal((await settings(page)).coords, false);
  assert.equal(await lie(), 'upright');
  await setSettings(page, { flip: true });
  const a = await center(page, 'L0');
  const b = await center(page, 'L7');
  assert.ok(a.y > b.y, 'turned round, L0 is below L7');
  await page.reload();
  await drawn(page);
  assert.equal(await lie(), 'upright', 'kept after a reload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('reduced motion turns animation off by default', async () => {
  const { context, page, errors } = await open('/ur');
  assert.equal((await settings(page)).motion, 0);
  await page.click('#settings');
  assert.equal(await page.locator('select[name=speed]').inputValue(), 'off');
  assert.deepEqual(errors, []);
  await context.close();
});

test('corrupt saved settings give way to the usual ones, and the player is told', async () => {
  const init = () => localStorage.setItem('tessera:settings', '{"theme":');
  const { context, page, errors } = await open('/ur', { init });
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-theme')), false);
  const s = await settings(page);
  assert.equal(s.theme, 'system');
  assert.equal(s.sound, true);
  await page.locator('#notice-text').filter({ hasText: 'settings could not be read' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots of the settings dialog', async () => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    for (const scheme of ['light', 'dark']) {
      const { context, page, errors } = await open('/iris', { viewport, colorScheme: scheme });
      await page.click('#settings');
      await page.locator('#settings-dialog').waitFor({ state: 'visible' });
      await page.screenshot({ path: path.join(artifacts, `settings-${name}-${scheme}.png`) });
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
