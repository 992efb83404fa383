// Echelon end to end in headless Chromium against `make serve`'s server
// (run `make build` first): a person slides and stomps by clicks (a click
// on the other side's piece explained, threats of a stack of three shown on
// request), the
// computer's levels play a whole Gentleman's Echelon game, a share link
// reopens the position, and the embed page plays. docs/rules.md's setup: red on
// b1 c1 d1 e1 c2 d2 e2 d3 e3 e4, blue mirrored, red first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, useSite } from './lib/harness.mjs';
import { openBoard, state, clickCell } from './lib/board.mjs';

const site = useSite('echelon.html');

const open = (url, options) => openBoard(site.browser, url, options);

/** slide selects from, then clicks to, and waits for the move to land. */
async function slide(page, from, to) {
  const before = await state(page);
  await clickCell(page, from);
  await clickCell(page, to);
  await page.waitForFunction((ply) => window.tessera.state().ply > ply, before.ply);
  const s = await state(page);
  assert.equal(s.tokens[before.ply], `${from}-${to}`);
  return s;
}

test('a person slides and stomps by clicks; a click on the other side\'s piece is explained', async () => {
  const { context, page, errors } = await open(`${site.server.url}/echelon#vs=people`);
  let s = await state(page);
  assert.equal(s.toMove, 'red');
  assert.ok(s.legal.includes('e4-e7'));
  s = await slide(page, 'e4', 'e7'); // a slide
  assert.equal(s.toMove, 'blue');
  s = await slide(page, 'g8', 'g9'); // blue stomps its own piece: a stack of two
  assert.equal(s.toMove, 'red');
  // A stomp sounds as a capture, a slide as a move.
  await page.waitForFunction(() => window.tessera.sounds().includes('capture'));
  assert.deepEqual(await page.evaluate(() => window.tessera.sounds()), ['move', 'capture']);
  await clickCell(page, 'd3');
  await clickCell(page, 'd2'); // red stomps its own piece
  await page.waitForFunction(() => window.tessera.state().ply === 3);
  await clickCell(page, 'b1'); // red's piece, blue to move
  await page.waitForFunction(() => /not your/i.test(document.getElementById('note').textContent));
  assert.equal((await state(page)).ply, 3);
  // Threats on request: red's stack of two on d2 can be stomped into three
  // (by c2, d1, e2...), so the board's words list threats once asked.
  const threats = page.locator('#show-threats');
  assert.ok(await threats.isVisible(), 'the threats toggle is offered');
  assert.doesNotMatch(await page.locator('#board-text').textContent(), /would win by a stack of three/);
  await threats.click();
  assert.equal(await threats.getAttribute('aria-pressed'), 'true');
  await page.waitForFunction(() => /Red would win by a stack of three with \S*-d2/.test(document.getElementById('board-text').textContent));
  await page.screenshot({ path: path.join(artifacts, 'echelon-stomps.png') });
  await threats.click();
  assert.equal(await threats.getAttribute('aria-pressed'), 'false');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the computer plays a whole game of Gentleman\'s Echelon', async (t) => {
  const { context, page, errors } = await open(`${site.server.url}/echelon#vs=people&seed=4&pace=0`);
  await page.click('#new-game');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('select[name=side0]').selectOption('echelon-club');
  await dialog.locator('select[name=side1]').selectOption('random');
  const variant = dialog.locator('[name=variant]');
  if (await variant.evaluate((el) => el.tagName === 'SELECT')) await variant.selectOption('gentleman');
  else await variant.fill('gentleman');
  await page.click('#new-game-start');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 180000, polling: 250 });
  const s = await state(page);
  assert.equal(s.options.variant, 'gentleman');
  assert.ok(s.winner, 'a winner is named');
  t.diagnostic(`echelon-club vs random: ${s.tokens.length} plies, ${s.winner} won`);
  assert.match(await page.locator('#winner-text').textContent(), /\w/);
  await page.screenshot({ path: path.join(artifacts, 'echelon-over.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a share link reopens the position; the embed page plays', async () => {
  let { context, page, errors } = await open(`${site.server.url}/echelon?m=e4-e7.g8-g9`);
  assert.deepEqual((await state(page)).tokens, ['e4-e7', 'g8-g9']);
  assert.deepEqual(errors, []);
  await context.close();
  ({ context, page, errors } = await open(`${site.server.url}/embed/echelon`));
  await slide(page, 'e4', 'e5');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game dialog offers the five rows beside the rules\' start; the game, a reload and a rematch keep it', async () => {
  const { context, page, errors } = await open(`${site.server.url}/echelon#vs=people`);
  assert.equal((await state(page)).setup, '', 'a first game begins from the rules\' start');
  await page.click('#new-game');
  const start = page.locator('#start');
  assert.deepEqual(await start.locator('option').allTextContents(), ['Triangles (the rules\' start)', 'Five rows (most even found)']);
  assert.equal(await start.inputValue(), '', 'the dialog shows the current game\'s start');
  assert.match(await page.locator('#start-about').textContent(), /red can win on its second move/);
  await start.selectOption({ label: 'Five rows (most even found)' });
  assert.match(await page.locator('#start-about').textContent(), /interlock in five rows/);
  const rows = await start.inputValue();
  assert.match(rows, /^red_b:[a-k0-9.]+_r:[a-k0-9.]+$/);
  await page.click('#new-game-start');
  await page.waitForFunction((setup) => !document.getElementById('new-game-dialog').open &&
    window.tessera.state().setup === setup, rows);
  let s = await state(page);
  assert.equal(s.ply, 0);
  assert.equal(s.toMove, 'red');
  assert.ok(s.legal.includes('d4-e4'), 'red\'s d4 beside its own e4, as in the rows');
  // Red piles d4 onto its own e4, and blue's e5 beside it makes the
  // stack of three: over in two moves, from the same start after a reload.
  s = await slide(page, 'd4', 'e4');
  await page.reload();
  await page.waitForFunction((setup) => window.tessera?.state?.().setup === setup && window.tessera.state().ply === 1, rows);
  s = await slide(page, 'e5', 'e4');
  assert.equal(s.winner, 'blue');
  await page.click('#rematch');
  await page.waitForFunction((setup) => window.tessera.state().ply === 0 && window.tessera.state().setup === setup, rows);
  await page.click('#new-game');
  assert.equal(await start.inputValue(), rows, 'the dialog shows the rematch\'s start');
  await page.screenshot({ path: path.join(artifacts, 'echelon-starts.png') });
  await start.selectOption('');
  await page.click('#new-game-start');
  await page.waitForFunction(() => window.tessera.state().setup === '' && window.tessera.state().legal.includes('b1-c1'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('in a short window the new-game dialog scrolls, and its Start and Cancel stay in sight', async () => {
  // The Echelon dialog is the tallest (players, variant, start): on a
  // laptop window or a phone on its side it is taller than the window.
  const { context, page, errors } = await open(`${site.server.url}/echelon#vs=people`,
    { viewport: { width: 900, height: 500 }, colorScheme: 'dark' });
  await page.click('#new-game');
  const overflows = await page.evaluate(() => {
    const d = document.getElementById('new-game-dialog');
    return d.open && d.scrollHeight > d.clientHeight;
  });
  assert.ok(overflows, 'the dialog is taller than the window, so it scrolls');
  /** inSight says whether the button with this id is on screen and on top. */
  const inSight = (id) => page.evaluate((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return r.top >= 0 && r.bottom <= innerHeight && document.elementFromPoint(x, y) === document.getElementById(id);
  }, id);
  for (const id of ['new-game-start', 'new-game-cancel']) assert.ok(await inSight(id), `${id} in sight as the dialog opens`);
  await page.evaluate(() => {
    const d = document.getElementById('new-game-dialog');
    d.scrollTop = (d.scrollHeight - d.clientHeight) / 2;
  });
  assert.ok(await inSight('new-game-start'), 'Start in sight with the dialog scrolled half way');
  await page.screenshot({ path: path.join(artifacts, 'echelon-dialog-short.png') });
  await page.click('#new-game-cancel');
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
  assert.deepEqual(errors, []);
  await context.close();
});
