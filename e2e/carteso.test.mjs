// Carteso end to end in headless Chromium against `make serve`'s server
// (run `make build` first): the bid before a game (docs/rules.md: the first
// player proposes the komi, the second takes vertical, who moves first, or
// horizontal) with a person and the computer in each part, again before a
// rematch, by the same bidders in the same parts (after a reload too); a
// whole side-5 game against the computer; the stone colour switched by its
// button and by the c key, only while a person places a stone (not while
// the computer thinks, on an earlier position, or once the game is over);
// a group's span and status on hover and, in words, under the keyboard
// cursor; share links carrying size and komi; the embed page.
//
// Points (docs/rules.md): columns a, b, ... from the left, rows 1, 2, ... from
// the bottom. Tokens: Bc3 (a black stone on c3), Wc3, pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { watchPage, artifacts, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, text, until, clickCell } from './lib/board.mjs';

const beginner = 'carteso-mcts-300';

const site = useSite('carteso.html');

const open = (url, viewport) => openBoard(site.browser, url, { viewport });

/** play clicks the empty point cell and checks that token was played. */
async function play(page, cell, token) {
  const before = await state(page);
  await clickCell(page, cell);
  const s = await until(page, (t) => t.ply > before.ply, `${token} by a click on ${cell}`);
  assert.equal(s.tokens[before.ply], token);
  return s;
}

/** empty lists the empty points of the latest position, those where a white stone is legal. */
const empty = (s) => s.legal.filter((tok) => tok.startsWith('W')).map((tok) => tok.slice(1));

/**
 * playOut plays side's moves, a black stone on the first empty point, to
 * the end of the game (on a full board the passes are forced and play
 * themselves), and returns the final state.
 */
async function playOut(page, side) {
  for (;;) {
    const s = await until(page, (st) => st.over || (st.phase === 'move' && st.toMove === side), `${side}'s turn`, 60000);
    if (s.over || empty(s).length === 0) break;
    const cell = empty(s)[0];
    await play(page, cell, `B${cell}`);
  }
  return until(page, (st) => st.over, 'the end of the game', 60000);
}

/** startBid fills the new-game dialog (the first and second bidders, the side) and starts the bid. */
async function startBid(page, first, second, size) {
  await page.locator('#expect').click();
  await page.keyboard.press('n');
  const dialog = page.locator('#new-game-dialog');
  assert.ok(await dialog.isVisible(), 'n opens the new-game dialog');
  assert.match(await text(page, 'label[for=side0]'), /First player: proposes the komi/);
  assert.match(await text(page, 'label[for=side1]'), /Second player: then takes a side/);
  assert.ok(await dialog.locator('[name=komi]').isHidden(), 'the komi is the bid\'s, not an option to fill');
  await dialog.locator('select[name=side0]').selectOption(first);
  await dialog.locator('select[name=side1]').selectOption(second);
  await dialog.locator('[name=size]').fill(String(size));
  await page.click('#new-game-start');
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
}

/** bidOpen waits for the bid dialog. */
const bidOpen = (page) => page.waitForFunction(() => document.getElementById('bid-dialog').open);

/** newGameWith waits for the game the bid settled. */
const newGameWith = (page, size, komi, sides) => until(page, (s) => s.options.size === String(size) &&
  s.options.komi === komi && s.sides[0] === sides[0] && s.sides[1] === sides[1], `the new game (komi ${komi}, ${sides})`);

test('a person proposes the komi, the computer takes a side, and they play a side-5 game out', { timeout: 240000 }, async (t) => {
  const { context, page, errors } = await open(`${site.server.url}/carteso#vs=people&seed=3&pace=0`);
  let s = await state(page);
  assert.equal(s.game, 'carteso');
  await startBid(page, 'human', beginner, 5);
  await bidOpen(page);
  // The person's proposal: the computer's fair komi offered first, a half point.
  const fair = await page.locator('#bid-komi').inputValue();
  assert.match(fair, /^-?\d+\.5$/);
  assert.ok((await text(page, '#bid-komi-hint')).startsWith(`The computer finds ${fair} fair on a 5×5 board.`));
  assert.match(await text(page, '#bid-text'), /^You: propose a komi/);
  await page.locator('#bid-komi').fill('six');
  await page.click('#bid-propose-ok');
  assert.match(await text(page, '#bid-error'), /^Komi "six" is not possible: write a number/);
  // Ten and a half points of 25 for moving second: the computer takes horizontal.
  await page.locator('#bid-komi').fill('10.5');
  await page.screenshot({ path: path.join(artifacts, 'carteso-bid-propose.png') });
  await page.click('#bid-propose-ok');
  s = await newGameWith(page, 5, '10.5', ['human', beginner]);
  assert.equal(s.toMove, 'vertical');
  assert.match(await text(page, '#notice-text'), /You proposed a komi of 10\.5; the computer \(level 2, Beginner\) took horizontal\./);
  assert.match(await text(page, '#score'), /Vertical 0 · Horizontal 10\.5/);

  // The colour of the stone to place: black first; the button and the c key switch it.
  const colour = page.locator('#stone-colour');
  assert.ok(await colour.isVisible(), 'the colour toggle is offered');
  assert.match(await colour.textContent(), /Placing black stones/);
  s = await play(page, 'c3', 'Bc3');
  await until(page, (st) => st.ply === 2 && st.phase === 'move', 'the computer\'s reply');
  await colour.click();
  assert.match(await colour.textContent(), /Placing white stones/);
  assert.match(await text(page, '#note'), /You now place white stones/);
  assert.match(await text(page, '#expect'), /place a white stone/);
  s = await state(page);
  let cell = empty(s)[0];
  await play(page, cell, `W${cell}`);
  s = await until(page, (st) => st.ply === 4 && st.phase === 'move', 'the computer\'s reply');
  await page.locator('#expect').click();
  await page.keyboard.press('c');
  assert.match(await colour.textContent(), /Placing black stones/);
  cell = empty(s)[0];
  await play(page, cell, `B${cell}`);
  await page.screenshot({ path: path.join(artifacts, 'carteso-midgame.png') });

  s = await playOut(page, 'vertical');
  t.diagnostic(`${s.tokens.join(' ')}: ${s.winner || 'draw'}`);
  assert.deepEqual(s.tokens.slice(-2), ['pass', 'pass']);
  assert.ok(await page.locator('#winner').isVisible(), 'the winner banner shows');
  assert.match(await text(page, '#winner-text'), s.winner ? new RegExp(`^${s.winner[0].toUpperCase()}${s.winner.slice(1)}`) : /draw/);
  await page.screenshot({ path: path.join(artifacts, 'carteso-game-over.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the computer proposes the komi and a person takes a side', { timeout: 120000 }, async () => {
  const { context, page, errors } = await open(`${site.server.url}/carteso#vs=people&seed=4&pace=0`);
  await startBid(page, beginner, 'human', 7);
  await bidOpen(page);
  assert.ok(await page.locator('#bid-komi').isHidden(), 'the computer proposes: no komi to type');
  const words = await text(page, '#bid-text');
  const [, fair] = words.match(/^The computer \(level 2, Beginner\) proposes a komi of (-?\d+\.5) for horizontal\. You: which side do you take\?/) ?? [];
  assert.ok(fair, `the computer proposes a half-point komi: ${words}`);
  assert.equal(await text(page, '#bid-horizontal'), `Horizontal: ${fair} komi`);
  await page.screenshot({ path: path.join(artifacts, 'carteso-bid-choose.png') });
  await page.click('#bid-horizontal');
  // The person is horizontal: the computer, vertical, moves first.
  let s = await newGameWith(page, 7, fair, [beginner, 'human']);
  // The first move also starts the AI worker (the wasm compiled anew), which
  // takes long on a loaded machine.
  s = await until(page, (st) => st.ply === 1 && st.phase === 'move', 'the computer\'s first stone', 90000);
  assert.equal(s.toMove, 'horizontal');
  assert.match(s.tokens[0], /^[BW][a-g][1-7]$/);
  assert.equal(await text(page, '#notice-text'), `The computer (level 2, Beginner) proposed a komi of ${fair}; you took horizontal.`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two people bid at one screen; a cancelled bid keeps the game; two computers bid alone', { timeout: 120000 }, async () => {
  const { context, page, errors } = await open(`${site.server.url}/carteso#vs=people&pace=0`);
  const first = await state(page);
  // Cancelled: the game shown stays.
  await startBid(page, 'human', 'human', 7);
  await bidOpen(page);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('bid-dialog').open);
  assert.deepEqual((await state(page)).options, first.options);
  // The first player proposes a whole number, the second takes vertical.
  await startBid(page, 'human', 'human', 7);
  await bidOpen(page);
  assert.match(await text(page, '#bid-text'), /^The first player: propose a komi.* Then the second player takes vertical/);
  await page.locator('#bid-komi').fill('3');
  await page.locator('#bid-komi').press('Enter');
  await page.waitForFunction(() => !document.getElementById('bid-vertical').hidden);
  assert.match(await text(page, '#bid-text'), /^The first player proposes a komi of 3 for horizontal\. The second player: which side/);
  await page.click('#bid-vertical');
  let s = await newGameWith(page, 7, '3', ['human', 'human']);
  assert.equal(s.ply, 0);
  assert.match(await text(page, '#notice-text'), /The first player proposed a komi of 3; the second player took vertical\./);
  // Two computers: the fair komi, a side, and the game under way at once.
  await startBid(page, beginner, 'random', 5);
  s = await until(page, (st) => st.options.size === '5' && /^-?\d+\.5$/.test(st.options.komi ?? ''), 'the computers\' game');
  assert.ok(s.sides.includes(beginner) && s.sides.includes('random'), `sides ${s.sides}`);
  assert.equal(await page.locator('#bid-dialog').evaluate((d) => d.open), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the colour toggle acts only while a person places a stone; a rematch between people bids again', { timeout: 120000 }, async () => {
  const { context, page, errors } = await open(`${site.server.url}/carteso#vs=people&pace=0`);
  const colour = page.locator('#stone-colour');
  const said = async () => ({ note: await text(page, '#note'), live: await text(page, '#live') });
  // A person is to place: the toggle is offered and acts.
  assert.ok(await colour.isVisible() && await colour.isEnabled(), 'the toggle is offered to a person to move');
  assert.match(await colour.textContent(), /Placing black stones/);
  await play(page, 'e5', 'Be5');
  // Reviewing the start, nothing is placed: the toggle is disabled and c does nothing.
  await page.locator('#expect').click();
  await page.keyboard.press('Home');
  await until(page, (st) => st.viewPly === 0, 'the start under review');
  assert.ok(await colour.isDisabled(), 'no toggle while reviewing an earlier position');
  let before = await said();
  await page.keyboard.press('c');
  assert.match(await colour.textContent(), /Placing black stones/);
  assert.deepEqual(await said(), before, 'c says nothing while reviewing');
  await page.keyboard.press('End');
  await until(page, (st) => st.viewPly === 1, 'the latest position');
  assert.ok(await colour.isEnabled(), 'the toggle is back at the latest position');
  await page.keyboard.press('c');
  assert.match(await colour.textContent(), /Placing white stones/);
  await page.keyboard.press('c');
  assert.match(await colour.textContent(), /Placing black stones/);

  // Two passes end the game: the toggle goes, and c does nothing.
  await page.keyboard.press('p');
  await until(page, (st) => st.ply === 2, 'the first pass');
  await page.keyboard.press('p');
  let s = await until(page, (st) => st.over, 'the end after two passes');
  assert.deepEqual(s.tokens, ['Be5', 'pass', 'pass']);
  assert.ok(await colour.isHidden(), 'no toggle once the game is over');
  before = await said();
  await page.keyboard.press('c');
  assert.match(await colour.textContent(), /Placing black stones/);
  assert.deepEqual(await said(), before, 'c says nothing once the game is over');

  // The rematch bids again (the old game's komi was the default 0.5).
  assert.equal(s.options.komi, '0.5');
  await page.click('#rematch');
  await bidOpen(page);
  assert.match(await text(page, '#bid-text'), /^The first player: propose a komi/);
  await page.locator('#bid-komi').fill('3');
  await page.click('#bid-propose-ok');
  await page.waitForFunction(() => !document.getElementById('bid-horizontal').hidden);
  assert.match(await text(page, '#bid-text'), /^The first player proposes a komi of 3 for horizontal\. The second player: which side/);
  await page.click('#bid-horizontal');
  s = await newGameWith(page, 9, '3', ['human', 'human']);
  assert.equal(s.ply, 0);
  assert.match(await text(page, '#notice-text'), /The first player proposed a komi of 3; the second player took horizontal\./);
  assert.ok(await colour.isVisible() && await colour.isEnabled(), 'the toggle is back for the new game');
  await page.locator('#expect').click();
  await page.keyboard.press('c');
  assert.match(await colour.textContent(), /Placing white stones/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('against the computer the toggle waits while it thinks; a rematch bids again in the same parts, after a reload too', { timeout: 240000 }, async (t) => {
  // The usual pace: the computer's turn lasts long enough to be seen.
  const { context, page, errors } = await open(`${site.server.url}/carteso#vs=people&seed=5`);
  await startBid(page, 'human', beginner, 5);
  await bidOpen(page);
  await page.locator('#bid-komi').fill('-10.5');
  // In one task of the page, while the computer is to move in the game the
  // bid starts: the toggle is shown but disabled, and a c pressed then
  // changes and says nothing. Watched from before the proposal, every
  // frame, so that the computer's turn is seen however soon it ends.
  const watch = page.waitForFunction(() => {
    const st = window.tessera.state();
    if (st.phase !== 'ai' || st.options.komi !== '-10.5') return false;
    const button = document.getElementById('stone-colour');
    const before = [button.textContent, document.getElementById('note').textContent];
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true }));
    return { hidden: button.hidden, disabled: button.disabled,
      same: button.textContent === before[0] && document.getElementById('note').textContent === before[1] };
  }, null, { polling: 'raf' });
  await page.click('#bid-propose-ok');
  // Ten and a half points taken from horizontal: the computer takes vertical, and moves first.
  let s = await newGameWith(page, 5, '-10.5', [beginner, 'human']);
  assert.match(await text(page, '#notice-text'), /You proposed a komi of -10\.5; the computer \(level 2, Beginner\) took vertical\./);
  const thinking = await (await watch).jsonValue();
  assert.deepEqual(thinking, { hidden: false, disabled: true, same: true });
  s = await until(page, (st) => st.ply === 1 && st.phase === 'move', 'the computer\'s first stone', 90000);
  assert.ok(await page.locator('#stone-colour').isEnabled(), 'the toggle acts in the person\'s turn');
  s = await playOut(page, 'horizontal');
  t.diagnostic(`${s.tokens.join(' ')}: ${s.winner || 'draw'}`);

  // Reloaded, the finished game is restored; its rematch bids again, the
  // person proposing as before.
  await page.reload();
  await drawn(page);
  s = await state(page);
  assert.ok(s.over, 'the finished game is restored');
  assert.deepEqual(s.sides, [beginner, 'human']);
  assert.ok(await page.locator('#stone-colour').isHidden(), 'no toggle once the game is over');
  await page.click('#rematch');
  await bidOpen(page);
  assert.match(await text(page, '#bid-text'), /^You: propose a komi/);
  await page.locator('#bid-komi').fill('10.5');
  await page.click('#bid-propose-ok');
  // Now horizontal has ten and a half points: the computer takes it, and the person moves first.
  s = await newGameWith(page, 5, '10.5', ['human', beginner]);
  assert.equal(s.ply, 0);
  assert.equal(s.toMove, 'vertical');
  assert.match(await text(page, '#notice-text'), /You proposed a komi of 10\.5; the computer \(level 2, Beginner\) took horizontal\./);
  assert.ok(await page.locator('#stone-colour').isEnabled(), 'the toggle is back for the new game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a group\'s span and status show on hover and under the keyboard cursor', { timeout: 60000 }, async () => {
  // Side 7: black a1-a2 walled in by white b1, b2 and a3 is finished.
  const { context, page, errors } = await open(`${site.server.url}/carteso?size=7&m=Ba1.Ba2.Wb1.Wb2.Wa3`);
  const canvas = page.locator('#board-canvas');
  const picture = () => canvas.evaluate((c) => c.toDataURL());
  const { x: ex, y: ey } = await page.evaluate(() => window.tessera.cellCenter('e5'));
  await page.mouse.move(ex, ey);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const plain = await picture();
  const { x, y } = await page.evaluate(() => window.tessera.cellCenter('a2'));
  await page.mouse.move(x, y);
  await page.waitForFunction((before) => document.getElementById('board-canvas').toDataURL() !== before, plain);
  await page.screenshot({ path: path.join(artifacts, 'carteso-hover.png') });
  await page.mouse.move(ex, ey);
  await page.waitForFunction((before) => document.getElementById('board-canvas').toDataURL() === before, plain);

  // The keyboard: the cursor starts in the middle (d4); down three and left three is a1.
  await canvas.focus();
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) {
    await page.keyboard.press(key);
  }
  assert.match(await text(page, '#cursor-cell'),
    /^a1, a black stone; black group of 2 stones \(a1, a2\), 2 rows by 1 column, vertical's, finished, claimed by vertical$/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.match(await text(page, '#cursor-cell'), /^a3, a white stone; white group of 1 stone \(a3\).*open$/);
  await page.keyboard.press('ArrowRight');
  assert.match(await text(page, '#cursor-cell'), /^b3: you can play here$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a share link carries the size and the komi and reopens the position', { timeout: 60000 }, async () => {
  const { context, page, errors } = await open(`${site.server.url}/carteso?size=7&komi=2.5&m=Bd4.We4`);
  let s = await state(page);
  assert.deepEqual(s.options, { size: '7', komi: '2.5' });
  assert.equal(s.shared, true);
  s = await play(page, 'd5', 'Bd5');
  // A click on a stone plays nothing and says why.
  await clickCell(page, 'd4');
  await page.waitForFunction(() => /d4 already holds a black stone: pick an empty point/.test(document.getElementById('note').textContent));
  assert.equal((await state(page)).ply, 3);
  await page.click('#share');
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /\/carteso\?size=7&komi=2\.5&m=Bd4\.We4\.Bd5$/);
  const again = await context.newPage();
  const againErrors = watchPage(again);
  await again.goto(url);
  await drawn(again);
  const seen = await state(again);
  assert.deepEqual(seen.tokens, ['Bd4', 'We4', 'Bd5']);
  assert.deepEqual(seen.options, { size: '7', komi: '2.5' });
  assert.equal(seen.toMove, 'horizontal');
  assert.match(await text(again, '#score'), /Horizontal 2\.5/);
  assert.deepEqual(errors, []);
  assert.deepEqual(againErrors, []);
  await context.close();
});

test('the embed page shows the Carteso board alone, and it plays', async () => {
  const { context, page, errors } = await open(`${site.server.url}/embed/carteso?size=5&komi=1.5&m=Bc3`, { width: 640, height: 480 });
  assert.equal(await page.locator('#tessera').getAttribute('data-embed'), 'true');
  const s = await play(page, 'c4', 'Bc4');
  assert.equal(s.toMove, 'vertical');
  await page.screenshot({ path: path.join(artifacts, 'carteso-embed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
