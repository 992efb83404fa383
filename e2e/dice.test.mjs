// Ur's dice end to end in headless Chromium (run `make build` first). A
// game's throws are fixed when it starts, from the browser's cryptographic
// source (no #seed here), so undo, redo, a move played and taken back, and a
// reload never change the roll at a ply; a new game throws new dice; the
// computer throws its game's dice too, and its throw stays shown until the
// next one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useSite, artifacts } from './lib/harness.mjs';
import { openBoard, drawn, state, until, clickCell } from './lib/board.mjs';
import { move } from './lib/ur.mjs';

const site = useSite('ur.html');

/** open opens /ur in a fresh profile, person against person: dice from crypto.getRandomValues, no pauses (pace=0). */
const open = () => openBoard(site.browser, `${site.server.url}/ur#vs=people&pace=0`);

/** newGame starts a game of side0 against side1 with the New game dialog, keeping the options. */
async function newGame(page, side0, side1) {
  await page.click('#new-game');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('select[name=side0]').selectOption(side0);
  await dialog.locator('select[name=side1]').selectOption(side1);
  await page.click('#new-game-start');
  await page.waitForFunction(([a, b]) => {
    const s = window.tessera.state();
    return !document.getElementById('new-game-dialog').open && s.sides[0] === a && s.sides[1] === b && s.ply === 0;
  }, [side0, side1]);
}

/**
 * throwDice throws for the person to move at ply and returns the throw as
 * the board shows it: its four faces and its value ("1011=3"). A throw with
 * a single move plays itself at once; its dice stay shown until the next
 * throw, which only a click makes between two people.
 */
async function throwDice(page, ply) {
  await until(page, (s) => s.phase === 'roll' && s.ply === ply, `a throw due at ply ${ply}`);
  await page.click('#roll');
  const s = await until(page, (t) => t.ply > ply || t.phase === 'move', `the throw at ply ${ply}`);
  return `${s.dice.faces}=${s.dice.value}`;
}

/** playOn plays the throw at ply: the pick-th move when there is a choice, else the forced one plays itself. */
async function playOn(page, ply, pick = 0) {
  const s = await state(page);
  if (s.ply === ply && s.legal.length > 1) {
    const { from, to } = move(s.toMove, s.legal[pick % s.legal.length]);
    await clickCell(page, from);
    await clickCell(page, to);
  }
  return until(page, (t) => t.ply > ply, `the move at ply ${ply}`);
}

/** press presses Undo (or Redo) and waits for the game to be at ply. */
async function press(page, button, ply) {
  await page.click(button);
  return until(page, (s) => s.ply === ply, `${button} to ply ${ply}`);
}

/** throws plays plies 0 to n-1 between two people and returns each ply's throw. */
async function throws(page, n) {
  const seen = [];
  for (let ply = 0; ply < n; ply++) {
    seen.push(await throwDice(page, ply));
    await playOn(page, ply);
  }
  return seen;
}

test('undo, redo and a reload never change the roll; a new game throws new dice', { timeout: 300000 }, async () => {
  const { context, page, errors } = await open();
  assert.deepEqual((await state(page)).sides, ['human', 'human']);
  const first = await throws(page, 8);

  // Ten tries at ply 8: the throw, a move, then back to the throw by undo
  // (or by undo, redo and undo), another move where there is a choice.
  const n = 8;
  const roll = await throwDice(page, n);
  for (let i = 0; i < 10; i++) {
    await playOn(page, n, i);
    await press(page, '#undo', n);
    if (i % 2 === 1) {
      await press(page, '#redo', n + 1);
      await press(page, '#undo', n);
    }
    assert.equal(await throwDice(page, n), roll, `try ${i + 1} at ply ${n}`);
  }
  // Further back: three plies taken back throw as they first did.
  await playOn(page, n);
  await press(page, '#undo', n);
  await press(page, '#undo', n - 1);
  await press(page, '#undo', n - 2);
  assert.equal(await throwDice(page, n - 2), first[n - 2], `ply ${n - 2} after three undos`);
  await playOn(page, n - 2);

  // The saved game keeps its dice: after a reload, ply n - 1 throws the same.
  await page.reload();
  await drawn(page);
  assert.equal((await state(page)).ply, n - 1, 'the reload restores the game');
  assert.equal(await throwDice(page, n - 1), first[n - 1], `ply ${n - 1} after a reload`);

  // A new game throws new dice. Each throw shows one of 16 equally likely
  // faces, so two games throw the same eight faces in a row once in 16^8
  // (about 4 billion): this cannot fail by chance in practice.
  await newGame(page, 'human', 'human');
  const second = await throws(page, 8);
  assert.notDeepEqual(second, first, 'a new game throws the same dice');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the computer throws its game's dice, shown until the next throw", { timeout: 180000 }, async () => {
  const { context, page, errors } = await open();
  await newGame(page, 'human', 'random');
  let before;
  let ply = 0;
  for (let turn = 0; turn < 40 && !before; turn++) {
    await throwDice(page, ply);
    await playOn(page, ply);
    const s = await until(page, (t) => t.over || (t.phase === 'roll' && t.ply > ply), 'the person to throw again');
    if (s.over) break;
    // More than the person's one ply: the computer played (else the
    // person's move ended on a rosette). Its throw is its last token's
    // roll, shown and not dimmed while the person is to throw.
    if (s.ply > ply + 1) {
      assert.equal(s.dice.faded, false, `the computer's throw is dimmed: ${JSON.stringify(s.dice)}`);
      assert.equal(s.dice.value, Number(s.tokens.at(-1)[0]), "the dice shown are the computer's throw");
      before = { s, ply };
      await page.screenshot({ path: path.join(artifacts, 'ur-computer-throw.png') });
    }
    ply = s.ply;
  }
  assert.ok(before, 'the computer never played');

  // Back before the person's move and again: every ply throws as before,
  // the computer's too (its moves may differ: the rolls may not).
  await press(page, '#undo', before.ply);
  await throwDice(page, before.ply);
  await playOn(page, before.ply);
  const again = await until(page, (t) => t.over || (t.phase === 'roll' && t.ply > before.ply + 1), "the computer's reply");
  const rolls = (s) => s.tokens.slice(before.ply, Math.min(before.s.ply, again.ply)).map((t) => t[0]);
  assert.deepEqual(rolls(again), rolls(before.s), 'the rolls after an undo');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game saved before the dice had a seed still loads, and gets one', { timeout: 120000 }, async () => {
  const { context, page, errors } = await open();
  const old = '{"v":1,"game":"ur","options":{"pieces":"7"},"tokens":["4:L4","2:L0"],"sides":["human","human"]}';
  await page.evaluate((text) => localStorage.setItem('tessera:ur:game', text), old);
  await page.reload();
  await drawn(page);
  assert.deepEqual((await state(page)).tokens, ['4:L4', '2:L0'], 'the old saved game loads');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('tessera:ur:game')));
  assert.match(saved.seed, /^[1-9][0-9]*$/, 'the game is saved with a seed');
  const roll = await throwDice(page, 2);
  await playOn(page, 2);
  await page.reload();
  await drawn(page);
  await press(page, '#undo', 2);
  assert.equal(await throwDice(page, 2), roll, 'the new seed is kept');
  assert.deepEqual(errors, []);
  await context.close();
});
