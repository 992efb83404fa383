// The board end to end in headless Chromium against `make serve`'s server
// (run `make build` first): a whole Ur game played by clicking to the
// winner banner, with drag-and-drop and keyboard moves on the way; share
// links; reload; undo and redo; a bad link and a corrupt saved game; and a
// screenshot of the board in test-artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { watchPage, artifacts, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, until, center, clickCell, setOption } from './lib/board.mjs';
import { PATH, move } from './lib/ur.mjs';

const site = useSite();

/** furthest picks the token that moves the piece furthest along: games end sooner. */
function furthest(player, legal) {
  const at = (t) => PATH[player].indexOf(t.split(':')[1]);
  return [...legal].sort((a, b) => at(b) - at(a))[0];
}

const newPage = (url, options) => openBoard(site.browser, url, options);

async function dragCell(page, from, to) {
  const a = await center(page, from);
  const b = await center(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** keyboardMove plays token with the arrow keys and Enter on the focused board. */
async function keyboardMove(page, player, token) {
  const { from, to } = move(player, token);
  await page.focus('#board-canvas');
  const cursor = async () => (await page.locator('#cursor-cell').textContent()).split(/[,:]/)[0];
  for (const target of [from, to]) {
    if (await cursor() === '') await page.keyboard.press('ArrowUp'); // shows the cursor
    for (let i = 0; i < 20 && await cursor() !== target; i++) {
      const here = await center(page, await cursor());
      const there = await center(page, target);
      const dx = there.x - here.x;
      const dy = there.y - here.y;
      if (Math.abs(dx) > Math.abs(dy)) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      else await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
    }
    assert.equal(await cursor(), target, 'the cursor reaches the cell');
    await page.keyboard.press('Enter');
  }
}

/**
 * playPly makes one step of the game as a person would: throw when a throw
 * is due, wait while a forced ply plays itself, or pick a move by how
 * ('click', 'drag' or 'keys'). It returns what it did.
 */
async function playPly(page, how = 'click') {
  const s = await state(page);
  if (s.phase === 'roll') {
    if (how === 'keys') await page.keyboard.press('Space');
    else await page.click('#roll');
    await until(page, (t) => t.phase !== 'roll' || t.ply !== s.ply, 'the throw');
    return 'roll';
  }
  assert.equal(s.phase, 'move', `unexpected phase: ${JSON.stringify(s)}`);
  if (s.legal.length === 1) {
    await until(page, (t) => t.ply > s.ply, 'the forced ply');
    return 'forced';
  }
  const token = furthest(s.toMove, s.legal);
  const { from, to } = move(s.toMove, token);
  if (how === 'drag') await dragCell(page, from, to);
  else if (how === 'keys') await keyboardMove(page, s.toMove, token);
  else {
    await clickCell(page, from);
    await clickCell(page, to);
  }
  const t = await until(page, (u) => u.ply > s.ply, `the move ${token}`);
  assert.equal(t.tokens.at(-1), token);
  return how;
}

/** playUntil plays plies until a choice can be made by how, then makes it. */
async function playChoice(page, how) {
  for (let i = 0; i < 200; i++) {
    if ((await playPly(page, 'click')) === 'roll') {
      const s = await state(page);
      if (s.phase === 'move' && s.legal.length > 1) return playPly(page, how);
    }
  }
  throw new Error(`no choice came up for a ${how} move`);
}

test('a whole 7-piece game played by clicking, with drag and keyboard moves', { timeout: 600000 }, async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/ur#vs=people&seed=11`);
  const first = await state(page);
  assert.equal(first.game, 'ur');
  assert.equal(first.options.pieces, '7');
  assert.equal(first.phase, 'roll');

  await playChoice(page, 'drag');
  await playChoice(page, 'keys');
  // One throw by the Space key.
  await until(page, (s) => s.phase === 'roll', 'a throw to be due', 15000);
  await page.locator('#expect').click(); // focus leaves the board and any button
  assert.equal(await playPly(page, 'keys'), 'roll');

  await page.screenshot({ path: path.join(artifacts, 'ur-board-midgame.png') });
  for (let i = 0; i < 3000; i++) {
    const s = await state(page);
    if (s.over) break;
    await playPly(page, 'click');
  }
  const end = await state(page);
  assert.equal(end.over, true);
  assert.equal(end.phase, 'over');
  assert.ok(['left', 'right'].includes(end.winner));
  const banner = page.locator('#winner');
  assert.ok(await banner.isVisible(), 'the winner banner shows');
  // The winner by the look of their pieces: left plays light, right dark.
  const look = { left: 'Light', right: 'Dark' }[end.winner];
  assert.match(await page.locator('#winner-text').textContent(), new RegExp(`^${look} \\(.* wins: all 7 pieces borne off`));
  assert.ok(await page.locator('#rematch').isVisible());
  assert.ok(await page.locator('#share-winner').isVisible());
  await page.screenshot({ path: path.join(artifacts, 'ur-board-won.png') });

  await page.click('#rematch');
  const again = await until(page, (s) => s.ply === 0 && s.phase === 'roll', 'the rematch');
  assert.equal(again.over, false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('reload restores the game; undo and redo; a share link reopens it', { timeout: 180000 }, async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/ur#vs=people&seed=5`);
  await clickCell(page, 'L4');
  assert.equal(await page.locator('#note').textContent(), 'Roll the dice first.', 'a click before the throw is explained');
  while ((await state(page)).ply < 6) await playPly(page, 'click');
  const before = await state(page);

  await page.reload();
  await drawn(page);
  const restored = await state(page);
  assert.deepEqual(restored.tokens, before.tokens, 'reload restores the moves');

  await page.click('#undo');
  const undone = await until(page, (s) => s.ply < before.ply, 'the undo');
  assert.deepEqual(undone.tokens, before.tokens.slice(0, undone.ply));
  await page.click('#redo');
  await until(page, (s) => s.ply === before.ply, 'the redo');
  assert.deepEqual((await state(page)).tokens, before.tokens, 'redo replays the same moves');

  // The keys of the history, with the focus on the page.
  await page.locator('#expect').click();
  const key = async (k, pred, what) => { await page.keyboard.press(k); return until(page, pred, what); };
  await key('Home', (s) => s.viewPly === 0, 'Home');
  await key(']', (s) => s.viewPly === 1, ']');
  await key('End', (s) => s.viewPly === before.ply, 'End');
  await key('ArrowLeft', (s) => s.viewPly === before.ply - 1, 'ArrowLeft');
  await key('ArrowRight', (s) => s.viewPly === before.ply, 'ArrowRight');
  await key('u', (s) => s.ply < before.ply, 'u (undo)');
  await key('U', (s) => s.ply === before.ply, 'U (redo)');

  // Show an earlier position from the move list, then share it.
  await page.click('#moves button[data-ply="3"]');
  await until(page, (s) => s.viewPly === 3, 'the view of ply 3');
  await page.click('#share');
  // Copying is asynchronous: "Copying…" first, then what became of it.
  await page.waitForFunction(() => /Link copied|Copy this link/.test(document.getElementById('share-status').textContent));
  const url = await page.locator('#share-url').inputValue();
  assert.match(url, /\/ur\?m=[^&]+&ply=3$/);

  const shared = await context.newPage();
  const sharedErrors = watchPage(shared);
  await shared.goto(url);
  await drawn(shared);
  const seen = await state(shared);
  assert.deepEqual(seen.tokens, before.tokens, 'the link holds the same moves');
  assert.equal(seen.viewPly, 3, 'the link shows the same ply');
  assert.equal(seen.shared, true);
  assert.ok(await shared.locator('#resume-saved').isVisible(), 'the saved game is one click away');
  await shared.screenshot({ path: path.join(artifacts, 'ur-board-shared.png') });

  await shared.click('#resume-saved');
  const mine = await until(shared, (s) => !s.shared, 'the saved game');
  assert.deepEqual(mine.tokens, before.tokens, 'the saved game is untouched');
  assert.equal(new URL(shared.url()).search, '');
  assert.deepEqual(errors, []);
  assert.deepEqual(sharedErrors, []);
  await context.close();
});

test('the new-game dialog starts a game with the chosen options', async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/ur#vs=people&seed=4`);
  await page.locator('#expect').click();
  await page.keyboard.press('n');
  const dialog = page.locator('#new-game-dialog');
  assert.ok(await dialog.isVisible(), 'n opens the dialog');
  await setOption(dialog, 'pieces', 3);
  await page.click('#new-game-start');
  const s = await until(page, (t) => t.options.pieces === '3', 'the new game');
  assert.ok(await dialog.isHidden());
  assert.equal(s.ply, 0);
  assert.deepEqual(s.sides, ['human', 'human']);
  assert.match(await page.locator('#board-text').textContent(), /Light \(round pieces\): 3 waiting/);

  // Export shows the record; import plays one, and refuses a bad one.
  await page.click('#export');
  const text = page.locator('#record-text');
  assert.equal(await text.inputValue(), 'pieces=3');
  await text.fill('pieces=2 4:L4 2:L0 4:M9');
  await page.click('#record-import');
  assert.match(await page.locator('#record-error').textContent(), /^Move 3 cannot be played\. "4:M9"/);
  await text.fill('pieces=2\n4:L4 2:L0\n4:R4');
  await page.click('#record-import');
  const imported = await until(page, (t) => t.ply === 3, 'the import');
  assert.deepEqual(imported.tokens, ['4:L4', '2:L0', '4:R4']);
  assert.equal(imported.options.pieces, '2');
  assert.ok(await page.locator('#record-dialog').isHidden());
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link with an illegal move shows the last legal position and says why', async () => {
  // The server answers such a link with an error page; offline, the service
  // worker serves the plain page, and the board itself must cope. Serve the
  // plain page for the link, as the service worker would.
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  await context.route((u) => u.pathname === '/ur' && u.search !== '', async (route) => {
    route.fulfill({ response: await route.fetch({ url: `${site.server.url}/ur` }) });
  });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/ur?m=4:L4.2:L0.4:M7`);
  await drawn(page);
  const s = await state(page);
  assert.deepEqual(s.tokens, ['4:L4', '2:L0']);
  assert.equal(s.shared, true);
  const notice = await page.locator('#notice-text').textContent();
  assert.match(notice, /^Move 3 cannot be played\. "4:M7" is not a legal move here/);

  await page.goto(`${site.server.url}/ur?m=4:L4&pieces=12`);
  await drawn(page);
  assert.equal((await state(page)).shared, false, 'an unreadable link opens the own game');
  assert.match(await page.locator('#notice-text').textContent(), /This link could not be opened\. Pieces per side "12" is not possible: choose a whole number from 1 to 7\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrupt saved game is kept aside, and a new game starts', async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/ur#vs=people`);
  await page.evaluate(() => localStorage.setItem('tessera:ur:game', '{"v":1,"game":"ur","tokens":["9:Q9"]'));
  await page.reload();
  await drawn(page);
  const s = await state(page);
  assert.equal(s.ply, 0);
  assert.match(await page.locator('#notice-text').textContent(), /could not be read.*kept in this browser's storage/);
  const kept = await page.evaluate(() => localStorage.getItem('tessera:ur:game.unreadable-1'));
  assert.equal(kept, '{"v":1,"game":"ur","tokens":["9:Q9"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embed page shows the same board without the site', async () => {
  const { context, page, errors } = await newPage(`${site.server.url}/embed/ur#seed=2`, { viewport: { width: 640, height: 420 } });
  assert.equal(await page.locator('.site-header').count(), 0);
  assert.equal(await page.locator('#tessera').getAttribute('data-embed'), 'true');
  await page.click('#roll');
  await until(page, (s) => s.roll !== null || s.ply > 0, 'the throw');
  await page.screenshot({ path: path.join(artifacts, 'ur-board-embed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board looks right on a phone in dark mode, and on a desktop', async () => {
  for (const [name, viewport, colorScheme] of [
    ['ur-board-desktop.png', { width: 1280, height: 800 }, 'light'],
    ['ur-board-phone-dark.png', { width: 360, height: 740 }, 'dark'],
  ]) {
    const { context, page, errors } = await newPage(`${site.server.url}/ur?pieces=5&m=4:L4.2:L0.4:R4.2:R0.1:L4#seed=3`,
      { viewport, colorScheme, deviceScaleFactor: 2 });
    await page.click('#resume-saved'); // a fresh context: the saved game is a new one
    await until(page, (s) => !s.shared, 'the own game');
    await page.goto(`${site.server.url}/ur?pieces=5&m=4:L4.2:L0.4:R4.2:R0.1:L4#seed=3`);
    await drawn(page);
    const rolled = await state(page);
    await page.click('#roll');
    await until(page, (s) => s.phase !== rolled.phase || s.ply > rolled.ply, 'the roll');
    const box = await page.locator('#board-canvas').boundingBox();
    assert.ok(box.width <= viewport.width, 'the board fits the width');
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= viewport.width, `no sideways scrolling (${scroll}px)`);
    await page.screenshot({ path: path.join(artifacts, name), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
