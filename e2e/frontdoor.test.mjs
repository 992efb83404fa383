// The front door end to end in headless Chromium against `make serve`'s
// server (run `make build` first): a fresh profile reaches a computer
// reply from the home page in two clicks and no dialog; the players'
// control beside the board names who plays each side, hands a side to
// another level and switches sides in one step, the game kept; every game
// can be resigned, with a confirmation, into its record, its saved game
// and its share link; a rematch against the computer gives the person the
// other side; "Back to my game" returns to a game the home page's buttons
// set aside; the engine statistics sit in the footer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { watchPage, artifacts, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, text, until, clickCell } from './lib/board.mjs';

const site = useSite('iris.html');

/** fresh opens a new profile's page at the site's path. */
async function fresh(pathname, viewport = { width: 1280, height: 800 }) {
  const context = await site.browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(site.server.url + pathname);
  return { context, page, errors };
}

/** dialogsOpen counts the open dialogs on the page. */
const dialogsOpen = (page) => page.evaluate(() => document.querySelectorAll('dialog[open]').length);

test('from the home page, two clicks reach the computer\'s reply', { timeout: 120000 }, async () => {
  const { context, page, errors } = await fresh('/');
  await page.screenshot({ path: path.join(artifacts, 'home-1280x800.png'), fullPage: true });
  const card = page.locator('.game-card', { hasText: 'Iris' });
  await card.locator('a', { hasText: 'Play the computer' }).click(); // click 1
  await drawn(page);
  let s = await state(page);
  assert.equal(s.ply, 0);
  assert.equal(s.sides[0], 'human', 'the person moves first');
  assert.match(s.sides[1], /^iris-/, 'against the computer');
  assert.equal(await dialogsOpen(page), 0, 'no dialog opens');
  assert.match(await text(page, '#turn'), /^Your move/);
  assert.equal(await page.locator('#seat0 option:checked').textContent(), 'You');
  assert.match(await page.locator('#seat1 option:checked').textContent(), /^Computer · level \d+ · \w+/);
  await clickCell(page, s.legal[Math.floor(s.legal.length / 2)]); // click 2
  s = await until(page, (t) => t.ply >= 2 && t.phase !== 'ai', 'the computer\'s reply');
  assert.equal(await dialogsOpen(page), 0);
  assert.equal(page.url(), `${site.server.url}/iris`, 'the address keeps no #vs');
  await page.screenshot({ path: path.join(artifacts, 'iris-vs-computer-1280x800.png') });
  await context.close();
  assert.deepEqual(errors, []);
});

test('the players\' control hands a side to another level and switches sides, the game kept', { timeout: 120000 }, async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris#pace=0`);
  let s = await state(page);
  const level = s.sides[1];
  const options = await page.locator('#seat1 option').evaluateAll((os) => os.map((o) => o.value));
  assert.equal(options[0], 'human');
  assert.ok(options.length >= 4, `a person and the levels: ${options}`);
  const other = options.find((o) => o !== 'human' && o !== level);
  await page.locator('#seat1').selectOption(other);
  s = await until(page, (t) => t.seats[1] === other, 'the new level');
  assert.equal(s.ply, 0, 'the game is kept');
  // Switch sides: the computer now plays black, to move, and moves.
  await page.click('#switch-sides');
  s = await until(page, (t) => t.seats[0] === other && t.seats[1] === 'human' && t.ply >= 1 && t.phase !== 'ai', 'the computer\'s move as black');
  assert.match(await text(page, '#turn'), /^Your move · White/);
  assert.equal(await page.locator('#seat1 option:checked').textContent(), 'You');
  // Two people: no side to switch, the heading names the colour.
  await page.locator('#seat0').selectOption('human');
  await until(page, (t) => t.seats[0] === 'human', 'a person as black');
  assert.ok(!(await page.locator('#switch-sides').isVisible()));
  assert.match(await text(page, '#turn'), /^White .* to move/);
  await context.close();
  assert.deepEqual(errors, []);
});

// A position where a person is to move in each game: Ur's roll comes first.
for (const game of ['ur', 'ecalper', 'iris', 'carteso', 'echelon']) {
  test(`${game}: resign with a confirmation, kept in the record, the saved game and the share link; the rematch changes sides`, { timeout: 120000 }, async () => {
    const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/${game}#pace=0`);
    const before = await state(page);
    assert.equal(before.sides[0], 'human');
    await page.click('#resign');
    const dialog = page.locator('#resign-dialog');
    await dialog.waitFor();
    assert.match(await text(page, '#resign-text'), /The computer wins/);
    await page.click('#resign-cancel');
    await page.waitForFunction(() => !document.getElementById('resign-dialog').open);
    assert.equal((await state(page)).ply, before.ply, 'Keep playing changes nothing');
    await page.click('#resign');
    await page.click('#resign-confirm');
    let s = await until(page, (t) => t.over, 'the resignation');
    assert.equal(s.tokens.at(-1), 'resign');
    assert.ok(s.winner && s.winner !== before.toMove, `the other side wins: ${s.winner}`);
    assert.match(await text(page, '#winner-text'), /resigned/);
    await page.click('#share-winner');
    assert.match(await page.locator('#share-url').inputValue(), /resign/, 'the share link holds the resignation');
    await page.reload();
    await drawn(page);
    s = await state(page);
    assert.ok(s.over && s.tokens.at(-1) === 'resign', 'the saved game keeps it');
    await page.click('#rematch');
    if (game === 'carteso') { // the bid settles the sides again, in the same parts (carteso.test.mjs)
      await page.locator('#bid-dialog').waitFor();
    } else {
      s = await until(page, (t) => !t.over && t.sides[1] === 'human', 'the rematch');
      assert.deepEqual(s.sides, [before.sides[1], 'human'], 'the person takes the other side');
    }
    await context.close();
    assert.deepEqual(errors, []);
  });
}

test('"Two players here" sets the computer\'s game aside, and "Back to my game" returns to it', { timeout: 120000 }, async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris#pace=0`);
  const s = await state(page);
  await clickCell(page, s.legal[0]);
  const played = await until(page, (t) => t.ply >= 2 && t.phase !== 'ai', 'the computer\'s reply');
  await page.goto(`${site.server.url}/`); // the home page's button, a new document
  await page.goto(`${site.server.url}/iris#vs=people`);
  await drawn(page);
  let t = await state(page);
  assert.deepEqual([t.ply, t.sides], [0, ['human', 'human']]);
  assert.match(await text(page, '#notice-text'), /kept/);
  await page.click('#resume-saved');
  t = await until(page, (u) => u.ply === played.ply, 'the game against the computer');
  assert.deepEqual(t.tokens, played.tokens);
  assert.equal(t.sides[1], played.sides[1]);
  await context.close();
  assert.deepEqual(errors, []);
});

test('the engine statistics are a footer link, not in the play page\'s header', async () => {
  const { context, page, errors } = await fresh('/iris#vs=people');
  await drawn(page);
  assert.equal(await page.locator('.play-head a[href="/iris/report"]').count(), 0);
  assert.equal(await page.locator('footer a[href="/iris/report"]').textContent(), 'Engine statistics');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(artifacts, 'iris-390x844.png') });
  await page.goto(site.server.url + '/');
  await page.screenshot({ path: path.join(artifacts, 'home-390x844.png'), fullPage: true });
  await context.close();
  assert.deepEqual(errors, []);
});
