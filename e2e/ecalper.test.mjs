// Ecalper end to end in headless Chromium against `make serve`'s server
// (run `make build` first): a person opens with three stones by clicks on
// side 5, white replaces a marked stone (refused clicks explained) and
// places three; with the pie rule a person swaps and the seats exchange
// visibly; the computer plays a whole side-5 game against the random
// mover to the winner in words; share links reopen the position; the
// embed page plays; the largest groups light on demand; screenshots in
// test-artifacts/.
//
// Cells of side 5 (docs/rules.md): a1..i9, centre e5. docs/rules.md's turns: black
// opens with three stones; every later turn is one replacement of the
// opponent's last three placed stones (xd4), then three stones; with
// pie=on white's first ply may be swap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { watchPage, artifacts, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, text, until, clickCell, setOption } from './lib/board.mjs';

const site = useSite('ecalper.html');

const open = (url, viewport) => openBoard(site.browser, url, { viewport });

/** play clicks cell and checks that token was played. */
async function play(page, cell, token = cell) {
  const before = await state(page);
  await clickCell(page, cell);
  const s = await until(page, (t) => t.ply > before.ply, `${token} by a click on ${cell}`);
  assert.equal(s.tokens[before.ply], token);
  return s;
}

/** refused clicks cell, checks nothing was played and the note says want. */
async function refused(page, cell, want) {
  const before = await state(page);
  await clickCell(page, cell);
  await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('note').textContent), want.source);
  assert.equal((await state(page)).ply, before.ply, `a click on ${cell} played nothing`);
}

/** newGame starts a side-5 game through the new-game dialog. */
async function newGame(page, side0, side1, pie = 'on') {
  await page.locator('#expect').click();
  await page.keyboard.press('n');
  const dialog = page.locator('#new-game-dialog');
  assert.ok(await dialog.isVisible(), 'n opens the new-game dialog');
  await dialog.locator('select[name=side0]').selectOption(side0);
  await dialog.locator('select[name=side1]').selectOption(side1);
  await setOption(dialog, 'size', 5);
  await setOption(dialog, 'pie', pie);
  await page.click('#new-game-start');
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
  // Between two computer levels the new game may be well under way (or
  // over) by the first look, so its start is known by its options and sides.
  return until(page, (s) => s.options.size === '5' && s.options.pie === pie && s.sides[0] === side0 && s.sides[1] === side1,
    'the new game');
}

test('people open, replace a marked stone and place three by clicks', { timeout: 120000 }, async () => {
  const { context, page, errors } = await open(`${site.server.url}/ecalper#vs=people`);
  let s = await state(page);
  assert.equal(s.game, 'ecalper');
  assert.ok(await page.locator('#roll').isHidden(), 'Ecalper has no dice');
  s = await newGame(page, 'human', 'human');
  assert.equal(s.toMove, 'black');
  assert.match(await text(page, '#expect'), /place stone 1 of 3/);
  assert.match(await text(page, '#turn'), /^Black .* to move/);

  // Black's opening: three stones.
  await play(page, 'e5');
  assert.match(await text(page, '#expect'), /place stone 2 of 3/);
  await refused(page, 'e5', /taken/);
  await play(page, 'c3');
  s = await play(page, 'g7');
  assert.equal(s.toMove, 'white');

  // White: the swap offered with its words, or a replacement of a marked stone.
  assert.match(await text(page, '#expect'), /White may swap/);
  const swap = page.locator('#extras button', { hasText: /Swap: take black's opening as your own/ });
  assert.ok(await swap.isVisible(), 'the swap is offered as a button');
  await refused(page, 'd4', /replace one of the marked black stones, or swap/);
  await page.screenshot({ path: path.join(artifacts, 'ecalper-swap-offer.png') });
  await play(page, 'e5', 'xe5');
  assert.ok(await swap.isHidden(), 'no swap after the replacement');
  await refused(page, 'c3', /taken/);
  await play(page, 'd4');
  await play(page, 'f6');
  s = await play(page, 'b2');
  assert.equal(s.toMove, 'black');

  // Black replaces one of white's three placed stones, not the converted one.
  assert.match(await text(page, '#expect'), /replace one marked white stone/);
  await refused(page, 'e5', /cannot be replaced: only the marked stones/);
  await refused(page, 'c3', /already yours/);
  await play(page, 'f6', 'xf6');
  assert.match(await text(page, '#expect'), /place stone 1 of 3/);
  assert.match(await text(page, '#score'), /Black .*White/);
  const rows = await page.locator('#moves li').allTextContents();
  assert.equal(rows.length, 3, `one row per turn: ${rows}`);
  assert.match(rows[1], /xe5.*d4.*f6.*b2/);
  await page.screenshot({ path: path.join(artifacts, 'ecalper-board-midgame.png') });

  // The largest groups are lit on demand.
  const light = page.locator('#light-groups');
  assert.ok(await light.isVisible(), 'a "Show largest groups" toggle is offered');
  assert.equal(await light.getAttribute('aria-pressed'), 'false');
  await light.click();
  assert.equal(await light.getAttribute('aria-pressed'), 'true');
  await page.screenshot({ path: path.join(artifacts, 'ecalper-largest-lit.png') });
  await light.click();
  assert.equal(await light.getAttribute('aria-pressed'), 'false');

  // Share the position: the link reopens it.
  await page.click('#share');
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /\/ecalper\?size=5&m=e5\.c3\.g7\.xe5\.d4\.f6\.b2\.xf6/);
  const shared = await context.newPage();
  const sharedErrors = watchPage(shared);
  await shared.goto(`${site.server.url}/ecalper?size=5&m=e5.c3.g7.xe5.d4.f6.b2`);
  await drawn(shared);
  const seen = await state(shared);
  assert.deepEqual(seen.tokens, ['e5', 'c3', 'g7', 'xe5', 'd4', 'f6', 'b2']);
  assert.equal(seen.toMove, 'black');
  assert.equal(seen.shared, true);
  assert.match(await text(shared, '#expect'), /replace one marked white stone/);
  assert.deepEqual(errors, []);
  assert.deepEqual(sharedErrors, []);
  await context.close();
});

test('with the pie rule the computer, as white, decides the swap itself', { timeout: 120000 }, async (t) => {
  const { context, page, errors } = await open(`${site.server.url}/ecalper#vs=people&seed=6&pace=0`);
  await newGame(page, 'human', 'ecalper-casual');
  // A strong opening in the middle: three stones in a row.
  await play(page, 'e5');
  await play(page, 'd4');
  await play(page, 'f6');
  // The computer swaps (the opener's stones become its own, the person
  // plays white at once) or replaces one of them and places three.
  let s = await until(page, (st) => st.ply >= 4 && (st.tokens[3] === 'swap' || (st.ply === 7 && st.phase === 'move')),
    'the computer\'s decision', 60000);
  const swapped = s.tokens[3] === 'swap';
  t.diagnostic(`the computer ${swapped ? 'swapped' : `replied ${s.tokens.slice(3, 7).join(' ')}`}`);
  if (swapped) {
    assert.deepEqual(s.seats, ['ecalper-casual', 'human']);
    assert.equal(s.toMove, 'white');
    assert.match(await text(page, '#turn'), /^Your move · White \(light stones with a ring\)/);
    assert.match(await text(page, '#toast-text'), /The computer took the swap: you now play White\./);
    assert.equal(await text(page, '#seat1 option:checked'), 'You', 'the seat labels swap');
  } else {
    assert.match(s.tokens[3], /^x(e5|d4|f6)$/, 'a replacement of one of the opener\'s stones');
    assert.deepEqual(s.seats, ['human', 'ecalper-casual']);
    assert.equal(s.toMove, 'black');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('with the pie rule a person swaps, and the seats exchange', { timeout: 120000 }, async () => {
  const { context, page, errors } = await open(`${site.server.url}/ecalper#vs=people&seed=5&pace=0`);
  await newGame(page, 'ecalper-beginner', 'human');
  // The computer opens as black; the person, white, is offered the swap.
  let s = await until(page, (t) => t.ply === 3 && t.phase === 'move', 'the computer\'s opening', 30000);
  assert.equal(s.toMove, 'white');
  assert.deepEqual(s.seats, ['ecalper-beginner', 'human']);
  assert.match(await text(page, '#turn'), /^Your move · White \(light stones with a ring\)/);
  await page.locator('#extras button', { hasText: /^Swap/ }).click();
  // The person now plays black; the opener plays white's turn at once.
  s = await until(page, (t) => t.ply >= 4, 'the swap');
  assert.equal(s.tokens[3], 'swap');
  assert.deepEqual(s.seats, ['human', 'ecalper-beginner']);
  assert.deepEqual(s.sides, ['ecalper-beginner', 'human'], 'the seats at the start are kept for a rematch');
  s = await until(page, (t) => t.ply === 8 && t.phase === 'move', 'the computer\'s white turn', 30000);
  assert.equal(s.toMove, 'black');
  assert.match(await text(page, '#turn'), /^Your move · Black \(plain dark stones\)/);
  assert.match(await text(page, '#expect'), /replace one marked white stone/);
  await page.screenshot({ path: path.join(artifacts, 'ecalper-after-swap.png') });

  // A reload restores the game with the seats as the record says.
  await page.reload();
  await drawn(page);
  s = await state(page);
  assert.equal(s.tokens.length, 8);
  assert.deepEqual(s.seats, ['human', 'ecalper-beginner']);
  assert.equal(s.phase, 'move');

  // Undo takes back the computer's turn and the swap: the person is white again.
  await page.click('#undo');
  s = await until(page, (t) => t.ply === 3, 'the undo back to the swap offer');
  assert.deepEqual(s.seats, ['ecalper-beginner', 'human']);
  assert.equal(s.phase, 'move');
  assert.match(await text(page, '#turn'), /^Your move · White \(light stones with a ring\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the computer plays a whole side-5 game against the random mover', { timeout: 300000 }, async (t) => {
  const { context, page, errors } = await open(`${site.server.url}/ecalper#vs=people&seed=11&pace=0`);
  await newGame(page, 'ecalper-beginner', 'random');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 240000, polling: 250 });
  const s = await state(page);
  t.diagnostic(`ecalper-beginner vs random: ${s.tokens.length} plies, ${s.winner || 'draw'}`);
  assert.ok(await page.locator('#winner').isVisible(), 'the winner banner shows');
  const words = await text(page, '#winner-text');
  if (s.winner) {
    assert.match(words, new RegExp(`^${s.winner[0].toUpperCase()}${s.winner.slice(1)} \\(.*\\) wins: `));
  } else {
    assert.match(words, /draw/);
  }
  await page.screenshot({ path: path.join(artifacts, 'ecalper-game-over.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embed page shows the Ecalper board alone, and it plays', async () => {
  const { context, page, errors } = await open(`${site.server.url}/embed/ecalper?size=5&m=e5.c3`, { width: 640, height: 480 });
  assert.equal(await page.locator('#tessera').getAttribute('data-embed'), 'true');
  let s = await state(page);
  assert.deepEqual(s.tokens, ['e5', 'c3']);
  s = await play(page, 'g7');
  assert.equal(s.toMove, 'white');
  await page.screenshot({ path: path.join(artifacts, 'ecalper-embed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page', async () => {
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  const res = await page.goto(`${site.server.url}/ecalper/rules`);
  assert.equal(res.status(), 200);
  assert.match(await page.title(), /Ecalper/);
  const headings = await page.locator('h2').allTextContents();
  for (const h of ['The aim', 'A turn', 'The pie rule', 'The end of the game', 'Writing the moves down']) {
    assert.ok(headings.includes(h), `the rules have "${h}": ${headings}`);
  }
  await page.screenshot({ path: path.join(artifacts, 'ecalper-rules.png'), fullPage: true });
  await page.goto(`${site.server.url}/`);
  const img = page.locator('.game-card', { hasText: 'Ecalper' }).locator('img');
  if (await img.count() > 0) {
    await img.evaluate((el) => el.decode());
    assert.ok(await img.evaluate((el) => el.naturalWidth > 0), 'the picture loads');
  }
  assert.deepEqual(errors, []);
  await context.close();
});
