// The cross-engine scenario: what every browser engine must do on the
// site, run by each engine's test file through its driver (drivers/*.mjs,
// one small page interface: goto, reload, evaluate, waitFor, click at a
// point, press a key, errors). For each game: the board draws; a move by
// pointer and one by keyboard; a computer reply; the service worker
// controls the page and, the server stopped, a reload still plays; an
// embed in view mode draws. Then every example frame of every rules page
// settles at the height its board asks for, the same on a second load.
// Every wait is on the page's state, never on a delay.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { build, startServe } from '../lib/harness.mjs';
import { games } from './games.mjs';

const T = 60_000; // the longest wait on any one state, for a loaded machine

const state = (page) => page.evaluate(() => window.tessera.state());

/** drawn waits for the board page's Go program to draw, and checks the canvas has a picture. */
async function drawn(page) {
  await page.waitFor(() => performance.getEntriesByName('tessera:board-drawn').length > 0 && !!window.tessera, null, T);
  const colours = await page.evaluate(() => {
    const c = document.getElementById('board-canvas');
    const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < px.length && seen.size < 16; i += 4 * 97) seen.add(px.slice(i, i + 4).join());
    return seen.size;
  });
  assert.ok(colours > 2, `the canvas shows a board (${colours} colours)`);
  assert.equal(await page.evaluate(() => document.getElementById('loading-error')?.hidden ?? true), true, 'no loading error');
}

/** until waits until pred(arg) holds in the page, then returns the state. */
async function until(page, pred, arg) {
  try {
    await page.waitFor(pred, arg, T);
  } catch (err) {
    err.message += `\nwaiting for ${pred.name}(${JSON.stringify(arg)}) in ${JSON.stringify(await state(page).catch(() => null))}`;
    throw err;
  }
  return state(page);
}

/** changed holds once the game moved on from b (a state). */
const changed = (b) => {
  const s = window.tessera.state();
  return s.ply !== b.ply || s.phase !== b.phase || s.toMove !== b.toMove;
};
/** past holds once the game has more plies than ply. */
const past = (ply) => window.tessera.state().ply > ply;

/** clickID clicks the middle of the element with id, scrolled into view first. */
async function clickID(page, id) {
  const { x, y } = await page.evaluate((el) => {
    const e = document.getElementById(el);
    e.scrollIntoView({ block: 'center' }); // a dialog taller than the window scrolls, and clips what it holds
    const r = e.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, id);
  await page.click(x, y);
}

const centre = async (page, cell) => {
  const c = await page.evaluate((name) => window.tessera.cellCenter(name), cell);
  assert.ok(c, `no centre for ${cell}`);
  return c;
};
const cursor = async (page) => (await page.evaluate(() => document.getElementById('cursor-cell').textContent)).split(/[,:;]/)[0];

/**
 * keyTo moves the keyboard cursor to cell by arrow keys, the board
 * focused: along the axis with the longer way first, the other when a key
 * does not move the cursor.
 */
async function keyTo(page, cell) {
  if (await cursor(page) === '') await page.press('ArrowUp'); // shows the cursor
  for (let i = 0; i < 40; i++) {
    const here = await cursor(page);
    if (here === cell) return;
    const a = await centre(page, here);
    const b = await centre(page, cell);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const vertical = dy > 0 ? 'ArrowDown' : 'ArrowUp';
    const horizontal = dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    const keys = Math.abs(dy) > 4 && (Math.abs(dy) >= Math.abs(dx) || Math.abs(dx) <= 4) ? [vertical, horizontal] : [horizontal, vertical];
    await page.press(keys[0]);
    if (await cursor(page) === here && Math.abs(keys[0] === vertical ? dx : dy) > 4) await page.press(keys[1]);
  }
  assert.equal(await cursor(page), cell, 'the keyboard cursor reaches the cell');
}

const seat = (game, s) => s.seats[games[game].players.indexOf(s.toMove)];

/**
 * ready brings the game to a person's choice of move: it throws the dice
 * when due (by how: 'pointer' or 'keys'), and waits while a forced ply or
 * the computer plays.
 */
async function ready(page, game, how) {
  for (let i = 0; i < 200; i++) {
    const s = await state(page);
    assert.equal(s.over, false, 'the game is not over');
    if (seat(game, s) !== 'human' || (s.phase === 'move' && s.legal.length === 1)) {
      await until(page, changed, { ply: s.ply, phase: s.phase, toMove: s.toMove });
    } else if (s.phase === 'roll') {
      if (how === 'keys') await page.press('Space');
      else await clickID(page, 'roll');
      await until(page, changed, { ply: s.ply, phase: s.phase, toMove: s.toMove });
    } else if (s.phase === 'move') {
      return s;
    } else {
      throw new Error(`unexpected phase ${s.phase}`);
    }
  }
  throw new Error('no choice of move came up');
}

/** move plays one move of a person's by how ('pointer' or 'keys') and checks it landed. */
async function move(page, game, how) {
  if (how === 'keys') await page.evaluate(() => document.getElementById('board-canvas').focus());
  const s = await ready(page, game, how);
  const token = games[game].pick(s);
  for (const cell of games[game].cells(s, token)) {
    if (how === 'keys') {
      await keyTo(page, cell);
      await page.press('Enter');
    } else {
      const { x, y } = await centre(page, cell);
      await page.click(x, y);
    }
  }
  const t = await until(page, past, s.ply);
  assert.equal(t.tokens[s.ply], token, `${how}: ${token} played`);
  return t;
}

/** choose sets a form control by script and tells the page, as a person's choice does. */
function choose(page, name, value) {
  return page.evaluate(([n, v]) => {
    const el = document.querySelector(`#new-game-dialog [name=${n}]`);
    el.value = v;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, [name, value]);
}

/**
 * againstComputer starts a game where the computer's weakest level (the
 * first after human and random) moves first, and checks that it moves,
 * and that it replies to the person's moves.
 */
async function againstComputer(page, game) {
  await clickID(page, 'new-game');
  await page.waitFor(() => document.getElementById('new-game-dialog').open, null, T);
  const level = await page.evaluate(() => [...document.querySelectorAll('#new-game-dialog select[name=side1] option')]
    .map((o) => o.value).find((v) => v !== 'human' && v !== 'random'));
  assert.ok(level, 'a computer level is offered');
  await choose(page, 'side0', level);
  await choose(page, 'side1', 'human');
  await clickID(page, 'new-game-start');
  if (game === 'carteso') { // the computer proposes a komi; the person takes horizontal
    await page.waitFor(() => !document.getElementById('bid-horizontal').hidden, null, T);
    await clickID(page, 'bid-horizontal');
  }
  let s = await until(page, (lvl) => window.tessera.state().seats[0] === lvl, level);
  s = await until(page, past, 0); // the computer's first move
  assert.equal(s.seats[0], level);
  for (let i = 0; i < 20; i++) {
    s = await move(page, game, 'pointer');
    if (s.over) { // the computer replied with a winning move
      assert.equal(s.seats[games[game].players.indexOf(s.winner)], level, `the winner: ${JSON.stringify(s)}`);
      return s;
    }
    if (seat(game, s) !== 'human') { // the computer's turn, seen: it replies
      return until(page, past, s.ply);
    }
  }
  throw new Error('the computer never replied');
}

/**
 * registered waits until the page's service worker registration has its
 * worker (register() resolves then), before the test leaves the page.
 * WebKitGTK 2.50 never installs a worker whose registering page went away
 * before register() resolved: its install event never fires, and every
 * later register() or unregister() of the scope waits behind it for the
 * rest of the browser's life. A person who leaves a page within the moment
 * after its board is drawn meets that too; no page can mend it.
 */
function registered(page) {
  return page.waitFor(() => navigator.serviceWorker.getRegistration().then((r) => !!(r?.installing || r?.waiting || r?.active)), null, T);
}

/**
 * controlled waits until the service worker is active: its install, which
 * fills the cache, is over, and it controls every page loaded after (this
 * one too, once claimed; Firefox now and then leaves it unclaimed, which a
 * reload mends, online or not). Active, not "activated": WebKitGTK 2.50
 * never tells a page its worker claimed that the activation ended, so the
 * page's own view of it stays "activating" (a reload shows "activated").
 */
async function controlled(page) {
  try { // the install fetches every asset and page: the longest wait of all
    await page.waitFor(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.active), null, 2 * T);
  } catch (err) {
    err.message += `\nservice worker: ${await page.evaluate(() => navigator.serviceWorker.getRegistration()
      .then((r) => JSON.stringify({ active: r?.active?.state, installing: r?.installing?.state, waiting: r?.waiting?.state })))}`;
    throw err;
  }
}

/**
 * loaded waits until the page and every frame in it have loaded, their
 * pictures included, so that nothing the service worker intercepts is in
 * flight when the page is left: Firefox reports such a request, cut off by
 * the navigation, as an error of the page ("A ServiceWorker intercepted
 * the request and encountered an unexpected error"), though a player
 * never sees it.
 */
async function loaded(page) {
  await page.waitFor(() => [document, ...[...document.querySelectorAll('iframe')].map((f) => f.contentDocument)]
    .every((d) => d?.readyState === 'complete' && [...d.images].every((img) => img.complete)), null, T);
}

/**
 * offline stops the server and checks that a reload still draws the game
 * and that a share link of its first move (the game may be over) plays.
 */
async function offline(page, server, game) {
  const { tokens } = await state(page);
  await loaded(page);
  await server.stop();
  await page.reload();
  await drawn(page);
  // The game as it was, or further on: the computer or a forced ply may
  // have played meanwhile.
  assert.deepEqual((await state(page)).tokens.slice(0, tokens.length), tokens, 'the game, reloaded offline');
  await page.waitFor(() => navigator.serviceWorker.controller !== null, null, T);
  await loaded(page);
  // The page warms its first AI worker once drawn, and so fetches the
  // engines' program (from the cache): leaving while that is in flight is
  // a cut-off request Firefox reports (see loaded).
  await page.waitFor(() => performance.getEntriesByName('tessera:engines-ready').length > 0, null, T);
  await page.goto(`${server.url}/${game}?m=${encodeURIComponent(tokens[0])}`);
  await drawn(page);
  await move(page, game, 'pointer');
}

/** framesSettled waits until every example frame of the page is drawn and settled, and returns their heights. */
async function framesSettled(page) {
  const n = await page.evaluate(() => document.querySelectorAll('article iframe').length);
  assert.ok(n > 0, 'the page shows example boards');
  for (let i = 0; i < n; i++) {
    await page.evaluate((k) => document.querySelectorAll('article iframe')[k].scrollIntoView({ block: 'center' }), i);
    await page.waitFor((k) => document.querySelectorAll('article iframe')[k].contentWindow.performance
      .getEntriesByName('tessera:board-drawn').length > 0, i, T);
  }
  // Settled: every board's height told and taken (data-sized), each
  // frame's inside exactly as tall as the page in it.
  await page.waitFor(() => [...document.querySelectorAll('article iframe')].every((f) => {
    const root = f.contentDocument?.documentElement;
    return !!root && root.hasAttribute('data-sized') && f.contentWindow.innerHeight === Math.ceil(root.getBoundingClientRect().height);
  }), null, T).catch(async (err) => {
    const frames = await page.evaluate(() => [...document.querySelectorAll('article iframe')].map((f, i) => {
      const root = f.contentDocument?.documentElement;
      return `frame ${i}: sized ${root?.hasAttribute('data-sized')}, inside ${f.contentWindow.innerHeight}, page ${root?.getBoundingClientRect().height}, style ${f.style.height}`;
    }));
    throw new Error(`the example frames did not settle: ${frames.join('; ')}`, { cause: err });
  });
  // A frame that follows its page needs no scrollbar; one that shows one
  // gives the board less width, and so another height, by its history.
  const scrollbars = await page.evaluate(() => [...document.querySelectorAll('article iframe')]
    .map((f, i) => ({ frame: i, gutter: f.contentWindow.innerWidth - f.contentDocument.documentElement.clientWidth }))
    .filter((f) => f.gutter !== 0));
  assert.deepEqual(scrollbars, [], 'no example frame shows a scrollbar');
  return page.evaluate(() => [...document.querySelectorAll('article iframe')].map((f) => f.contentWindow.innerHeight));
}

/**
 * suite defines the scenario's tests for one engine: name, and launch(),
 * which starts the browser and resolves to { newPage(), close() }.
 */
export function suite(name, launch) {
  before(() => assert.ok(existsSync(path.join(build, 'public/sw.js')), 'run make build first'));

  // Each test has a browser of its own, so that one that dies takes no
  // other test with it; the server and the browser are stopped whatever
  // happened, so that no process outlives the file.
  for (const game of Object.keys(games)) {
    test(`${name}: ${game} draws, moves by pointer and keys, the computer replies, plays offline, embeds`, { timeout: 400_000 }, async (t) => {
      const server = await startServe();
      const browser = await launch();
      const page = await browser.newPage();
      try {
        await page.goto(`${server.url}/embed/${game}?mode=view`);
        await drawn(page);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.mode), 'view');
        await registered(page);
        await loaded(page);

        await page.goto(`${server.url}/${game}#vs=people&seed=5`);
        await drawn(page);
        await move(page, game, 'pointer');
        await move(page, game, 'keys');
        await againstComputer(page, game);
        assert.deepEqual(await page.errors(), []);
        await t.test('the service worker controls the page; the server stopped, it still plays', async () => {
          await controlled(page);
          await offline(page, server, game);
          assert.deepEqual(await page.errors(), []);
        });
      } finally {
        await page.close().catch(() => {});
        await server.stop();
        await browser.close();
      }
    });
  }

  test(`${name}: every rules page's example frames settle at the height their boards ask for`, { timeout: 600_000 }, async (t) => {
    const server = await startServe();
    try {
      const loads = [];
      for (const game of Object.keys(games)) loads.push(await rulesHeights(t, launch, server, game));
      await t.test('the same heights on a second load', () => {
        for (const { game, first, second } of loads) assert.deepEqual(second, first, game);
      });
    } finally {
      await server.stop();
    }
  });
}

/**
 * rulesHeights loads game's rules page twice in a browser of its own and
 * returns its example frames' settled heights, { game, first, second }.
 * Once, a browser whose page crashed is launched again: WebKitGTK's web
 * process now and then does on these pages of several boards (seen once in
 * about ten runs, "session deleted because of page crash or hang"); a
 * second crash fails the test.
 */
async function rulesHeights(t, launch, server, game) {
  for (let attempt = 1; ; attempt++) {
    const browser = await launch();
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/${game}/rules`);
      const first = await framesSettled(page);
      await loaded(page);
      await page.reload();
      const second = await framesSettled(page);
      assert.deepEqual(await page.errors(), []);
      return { game, first, second };
    } catch (err) {
      if (attempt > 1 || err?.name !== 'NoSuchSessionError') throw err;
      t.diagnostic(`${game}: the browser's page crashed (${err.message}); launched again`);
    } finally {
      await page.close().catch(() => {});
      await browser.close();
    }
  }
}
