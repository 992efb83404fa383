// Iris end to end in headless Chromium against `make serve`'s server (run
// `make build` first): a person places stones by clicks and keys (a gray
// first stone, a rim stone and its forced opposite, a gray pair, refused
// clicks explained, passes by button and key), a whole random-against-
// random game on side 5 ending with the winner in words, share links that
// reopen the exact position, the embed page, the rules page and the home
// page's card; screenshots in test-artifacts/.
//
// Cells of side 5 (docs/rules.md): a1..i9, centre e5; the rim is every cell with
// q or r at 0 or 8, or |q - r| = 4; a1's opposite is i9.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { watchPage, artifacts, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, text, until, center, clickCell, setOption } from './lib/board.mjs';

const site = useSite('iris.html');

const newPage = (url, options) => openBoard(site.browser, url, options);

/** place clicks cell and waits for the stone to be played. */
async function place(page, cell) {
  const before = await state(page);
  await clickCell(page, cell);
  const s = await until(page, (t) => t.ply > before.ply, `the stone on ${cell}`);
  assert.equal(s.tokens[before.ply], cell);
  return s;
}

/**
 * refused clicks cell, checks nothing was played, and waits for the note
 * to say why in words matching want.
 */
async function refused(page, cell, want) {
  const before = await state(page);
  await clickCell(page, cell);
  await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('note').textContent), want.source);
  assert.equal((await state(page)).ply, before.ply, `a click on ${cell} played nothing`);
}

/**
 * newGame starts a game through the new-game dialog (opened with the n
 * key) with side size and the players.
 */
async function newGame(page, size, side0 = 'human', side1 = 'human') {
  await page.locator('#expect').click(); // the focus on the page, not in a field
  await page.keyboard.press('n');
  const dialog = page.locator('#new-game-dialog');
  assert.ok(await dialog.isVisible(), 'n opens the new-game dialog');
  await dialog.locator('select[name=side0]').selectOption(side0);
  await dialog.locator('select[name=side1]').selectOption(side1);
  await setOption(dialog, 'size', size);
  await page.click('#new-game-start');
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
  return until(page, (s) => s.options.size === String(size) && s.sides[0] === side0 && s.sides[1] === side1,
    'the new game');
}

/** cursorCell is the keyboard cursor's cell, as the page says it. */
async function cursorCell(page) {
  return (await page.locator('#cursor-cell').textContent()).split(/[,:]/)[0];
}

/**
 * keyTo moves the keyboard cursor to cell with the arrow keys, the board
 * focused: up or down to its row (the rows zigzag, so the column is put
 * right after), then along the row.
 */
async function keyTo(page, cell) {
  if (await cursorCell(page) === '') await page.keyboard.press('ArrowUp'); // shows the cursor
  for (let i = 0; i < 30 && await cursorCell(page) !== cell; i++) {
    const here = await center(page, await cursorCell(page));
    const there = await center(page, cell);
    const dx = there.x - here.x;
    const dy = there.y - here.y;
    if (Math.abs(dy) > 4) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
    else await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  assert.equal(await cursorCell(page), cell, 'the cursor reaches the cell');
}

test('a person places stones by clicks and keys, with refusals explained and passes', { timeout: 120000 }, async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/iris#vs=people`);
  let s = await state(page);
  assert.equal(s.game, 'iris');
  assert.equal(s.options.size, '7', 'side 7 by default');
  assert.ok(await page.locator('#roll').isHidden(), 'Iris has no dice: no Roll button');
  assert.ok(await page.locator('.dice-only').isHidden(), 'no words about dice');

  // The new-game dialog speaks of black and white and Iris's option.
  await page.locator('#expect').click();
  await page.keyboard.press('n');
  const dialog = page.locator('#new-game-dialog');
  assert.match(await text(page, 'label[for=side0]'), /^Black/);
  assert.match(await text(page, 'label[for=side1]'), /^White/);
  assert.match(await text(page, '#new-game-first'), /^Black moves first/);
  assert.match(await dialog.locator('#new-game-options').textContent(), /Side of the board, 5 to 8/);
  await page.screenshot({ path: path.join(artifacts, 'iris-new-game.png') });
  assert.deepEqual(await dialog.locator('select[name=size] option').allTextContents(), ['5', '6', '7', '8'],
    'the size is chosen among the sizes there are');
  await page.click('#new-game-cancel');
  s = await newGame(page, 5);
  assert.equal(s.toMove, 'black');
  assert.deepEqual(s.legal.includes('pass'), true);
  assert.match(await text(page, '#expect'), /single first stone on a gray cell, or pass/);

  // Black's first turn: a rim cell is refused in words, a gray one taken.
  await refused(page, 'a1', /first turn is a single stone on a gray cell/);
  s = await place(page, 'e5');
  assert.equal(s.toMove, 'white');
  assert.match(await text(page, '#expect'), /first stone of two/);

  // White on the rim: the opposite cell is forced, shown, then played.
  // (What the page shows is read in one go: the forced stone follows in
  // under a second.)
  await clickCell(page, 'a1');
  const forced = await (await page.waitForFunction(() => {
    const t = window.tessera.state();
    return t.ply === 2 && {
      legal: t.legal,
      expect: document.getElementById('expect').textContent,
      extras: document.querySelectorAll('#extras button').length,
    };
  })).jsonValue();
  assert.deepEqual(forced.legal, ['i9'], 'the second stone must go opposite');
  assert.match(forced.expect, /only one move \(i9\), played for you/);
  assert.equal(forced.extras, 0, 'no pass instead of a second stone');
  await page.screenshot({ path: path.join(artifacts, 'iris-forced-opposite.png') });
  s = await until(page, (t) => t.ply === 3, 'the forced opposite stone', 5000);
  assert.deepEqual(s.tokens, ['e5', 'a1', 'i9']);
  assert.match(await text(page, '#score'), /Black none · White 1, 1/);

  // Black's gray pair: the second stone may not touch the first, nor go
  // on the rim.
  await place(page, 'c4');
  assert.match(await text(page, '#expect'), /second stone on an empty gray cell not next to c4/);
  await refused(page, 'd4', /next to your first stone on c4/);
  await refused(page, 'a2', /gray cell too/);
  await refused(page, 'e5', /occupied/);
  s = await place(page, 'g6');
  assert.equal(s.toMove, 'white');

  // White passes with the button.
  const pass = page.locator('#extras button', { hasText: 'Pass' });
  assert.ok(await pass.isVisible(), 'a Pass button is offered');
  await pass.click();
  s = await until(page, (t) => t.ply === 6, 'the pass');
  assert.equal(s.tokens[5], 'pass');
  assert.match(await text(page, '#live'), /White passed/);

  // Black plays a whole turn by keys: the cursor starts at the centre.
  await page.focus('#board-canvas');
  await page.keyboard.press('ArrowUp');
  assert.equal(await cursorCell(page), 'e5', 'the cursor shows on the centre cell first');
  await keyTo(page, 'f5');
  assert.match(await text(page, '#cursor-cell'), /f5: you can play here/);
  await page.keyboard.press('Enter');
  s = await until(page, (t) => t.ply === 7, 'the stone by key');
  assert.equal(s.tokens[6], 'f5');
  await keyTo(page, 'g5');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /next to your first stone on f5/.test(document.getElementById('note').textContent));
  await keyTo(page, 'h5');
  await page.keyboard.press(' ');
  s = await until(page, (t) => t.ply === 8, 'the second stone by key');
  assert.deepEqual(s.tokens.slice(6), ['f5', 'h5']);

  // White passes with the p key; the move list groups each turn.
  await page.keyboard.press('p');
  s = await until(page, (t) => t.ply === 9, 'the pass by key');
  assert.equal(s.tokens[8], 'pass');
  assert.equal(s.toMove, 'black');
  const rows = await page.locator('#moves li').allTextContents();
  assert.equal(rows.length, 6, `one row per turn: ${rows}`);
  assert.match(rows[1], /White.*a1.*i9/);
  assert.match(await text(page, '#board-text'), /Black \(plain dark stones\): stones on .*e5/);
  await page.screenshot({ path: path.join(artifacts, 'iris-board-midgame.png') });

  // Undo takes back the pass; reload keeps the game.
  await page.click('#undo');
  await until(page, (t) => t.ply === 8, 'the undo');
  await page.reload();
  await drawn(page);
  s = await state(page);
  assert.deepEqual(s.tokens, ['e5', 'a1', 'i9', 'c4', 'g6', 'pass', 'f5', 'h5']);
  assert.equal(s.options.size, '5');

  // Share the position after the forced stone: the link reopens it.
  await page.click('#moves button[data-ply="3"]');
  await until(page, (t) => t.viewPly === 3, 'the view of ply 3');
  await page.click('#share');
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /\/iris\?size=5&m=e5\.a1\.i9\.c4\.g6\.pass\.f5\.h5&ply=3$/);
  const shared = await context.newPage();
  const sharedErrors = watchPage(shared);
  await shared.goto(url);
  await drawn(shared);
  const seen = await state(shared);
  assert.deepEqual(seen.tokens, s.tokens, 'the link holds the same stones');
  assert.equal(seen.viewPly, 3, 'the link shows the same ply');
  assert.equal(seen.shared, true);
  assert.equal(seen.options.size, '5');
  assert.ok(await shared.locator('#resume-saved').isVisible(), 'the own game is one click away');
  assert.deepEqual(errors, []);
  assert.deepEqual(sharedErrors, []);
  await context.close();
});

test('random against random plays a whole side-5 game to the winner in words', { timeout: 300000 }, async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/iris#vs=people&seed=7&pace=0`);
  await newGame(page, 5, 'random', 'random');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 240000, polling: 250 });
  const s = await state(page);
  assert.equal(s.phase, 'over');
  assert.ok(['black', 'white'].includes(s.winner), `a winner is named: ${s.winner}`);
  assert.ok(await page.locator('#winner').isVisible(), 'the winner banner shows');
  const words = await text(page, '#winner-text');
  assert.match(words, new RegExp(`^${s.winner[0].toUpperCase()}${s.winner.slice(1)} \\(.*\\) wins: (its best group holds|the best groups tie)`));
  assert.ok(await page.locator('#rematch').isVisible());
  await page.screenshot({ path: path.join(artifacts, 'iris-game-over.png') });

  // The winner's share link reopens the finished game.
  await page.click('#share-winner');
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /\/iris\?size=5&m=[a-i0-9.pas]+$/);
  const shared = await context.newPage();
  const sharedErrors = watchPage(shared);
  await shared.goto(url);
  await drawn(shared);
  const seen = await state(shared);
  assert.deepEqual(seen.tokens, s.tokens);
  assert.equal(seen.winner, s.winner);
  assert.equal(await text(shared, '#winner-text'), words);

  await page.click('#rematch');
  const again = await until(page, (t) => t.ply < s.tokens.length && !t.over, 'the rematch');
  assert.equal(again.options.size, '5');
  assert.deepEqual(errors, []);
  assert.deepEqual(sharedErrors, []);
  await context.close();
});

test('a person plays against the random mover, and undo takes back its reply too', { timeout: 60000 }, async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/iris#vs=people&seed=3&pace=0`);
  await newGame(page, 5, 'human', 'random');
  await place(page, 'e5');
  // The computer's whole turn (two stones, or a pass), then the person's.
  let s = await until(page, (t) => t.toMove === 'black' && t.ply >= 2, 'the random reply', 20000);
  assert.equal(s.phase, 'move');
  assert.match(await text(page, '#turn'), /^Your move · Black \(plain dark stones\)/);
  await page.click('#undo');
  s = await until(page, (t) => t.ply === 0, 'the undo of both turns');
  assert.equal(s.toMove, 'black');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embed page shows the Iris board alone, and it plays', async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/embed/iris?size=6&m=f6`, { viewport: { width: 640, height: 480 } });
  assert.equal(await page.locator('.site-header').count(), 0);
  assert.equal(await page.locator('#tessera').getAttribute('data-embed'), 'true');
  const s = await state(page);
  assert.deepEqual(s.tokens, ['f6']);
  assert.equal(s.options.size, '6');
  await place(page, 'a1');
  await until(page, (t) => t.ply === 3, 'the forced opposite of a1 (k11 on side 6)', 5000);
  assert.equal((await state(page)).tokens[2], 'k11');
  await page.screenshot({ path: path.join(artifacts, 'iris-embed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page and the home page\'s card', async () => {
  const { context, page, errors } = await (async () => {
    const context = await site.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    return { context, page, errors: watchPage(page) };
  })();
  const res = await page.goto(`${site.server.url}/iris/rules`);
  assert.equal(res.status(), 200);
  assert.match(await page.title(), /Iris/);
  const headings = await page.locator('h2').allTextContents();
  for (const h of ['The aim', 'A turn', 'Groups and the score', 'Writing the moves down']) {
    assert.ok(headings.includes(h), `the rules have "${h}": ${headings}`);
  }
  await page.screenshot({ path: path.join(artifacts, 'iris-rules.png'), fullPage: true });

  await page.goto(`${site.server.url}/`);
  const card = page.locator('.game-card', { hasText: 'Iris' });
  assert.match(await card.textContent(), /hexagons.*rim.*about 10 minutes/s);
  assert.ok(await card.locator('a[href="/iris/rules"]').isVisible());
  const img = card.locator('img');
  await img.evaluate((el) => el.decode());
  assert.ok(await img.evaluate((el) => el.naturalWidth > 0), 'the picture loads');
  await page.screenshot({ path: path.join(artifacts, 'iris-home.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board\'s shape suits Iris on a desktop and on a phone in dark mode', async () => {
  for (const [name, viewport, colorScheme] of [
    ['iris-board-desktop.png', { width: 1280, height: 800 }, 'light'],
    ['iris-board-phone-dark.png', { width: 360, height: 740 }, 'dark'],
  ]) {
    const { context, page, errors } = await newPage(`${site.server.url}/iris?m=g7.a1.m13.e5.j9`,
      { viewport, colorScheme, deviceScaleFactor: 2 });
    const box = await page.locator('#board-canvas').boundingBox();
    assert.ok(box.width <= viewport.width, 'the board fits the width');
    const ratio = box.width / box.height;
    // play.Shaped: 4:3 beside the panel (unless the height caps it), 0.9 on a phone.
    if (viewport.width >= 760) assert.ok(ratio > 1.2 && ratio < 1.6, `desktop canvas ratio ${ratio}`);
    else assert.ok(Math.abs(ratio - 0.9) < 0.05, `phone canvas ratio ${ratio}`);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= viewport.width, `no sideways scrolling (${scroll}px)`);
    await page.screenshot({ path: path.join(artifacts, name), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
