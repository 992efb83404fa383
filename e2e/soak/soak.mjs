// Soak (issue 10): the computer plays itself in the browser, game after game
// in one page session per game, at every level; each finished record is
// replayed through the rules (the referee), page errors are collected, and
// the wasm memory of the page and of its AI workers is sampled after every
// game, to see it stop growing. Not part of `make test`: run `make soak`.
//
//	BUILD=build/x node e2e/soak/soak.mjs [--games 50] [--hurry 2000] [--only ur,iris] [--set game.key=value]
//
// --games: games per page session (each game's page), cycling through its
//   levels, each level against the next, so every level plays both sides.
// --hurry: once the computer has thought this many ms on one move, the
//   soak presses the page's "Move now" (the strong levels think for
//   seconds; 0 never hurries). Every ply still comes from the level.
// --set game.key=value: a new-game option (as echelon.variant=gentleman).
// --name: the artifacts' prefix (soak).
// Boards are small (SOAK_OPTIONS) so that games are short.
//
// Writes test-artifacts/NAME-GAME.jsonl (one line per game, its record too) and prints a
// summary; exits 1 on an illegal record, a page error or a stalled game.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { artifacts, build, launchBrowser, startServe } from '../lib/harness.mjs';
import { openBoard, state } from '../lib/board.mjs';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '50' },
    hurry: { type: 'string', default: '2000' },
    only: { type: 'string', default: 'ur,ecalper,iris,carteso,echelon' },
    stall: { type: 'string', default: '120' },
    set: { type: 'string', multiple: true, default: [] },
    name: { type: 'string', default: 'soak' },
  },
});
const GAMES = Number(args.games);
const HURRY = Number(args.hurry);
const STALL = Number(args.stall) * 1000; // no ply for this long: the game is stalled

/** SOAK_OPTIONS are the new-game dialog's options for each game: small boards. */
const SOAK_OPTIONS = {
  ur: { pieces: '3' },
  ecalper: { size: '5' },
  iris: { size: '5' },
  carteso: { size: '5' },
  echelon: {},
};
const TAGS = {}; // the --set values of each game, in its artifact's name
for (const word of args.set) { // --set echelon.variant=gentleman
  const [, game, key, value] = /^(\w+)\.(\w+)=(.*)$/.exec(word) ?? [];
  if (!SOAK_OPTIONS[game]) throw new Error(`soak: --set ${word}: want game.key=value`);
  SOAK_OPTIONS[game][key] = value;
  TAGS[game] = `${TAGS[game] ?? ''}-${value}`;
}

const referee = path.join(build, 'bin/referee');

/** checkRecord replays s's record through the referee; it returns a failure in words, or ''. */
function checkRecord(s) {
  const opts = Object.entries(s.options).map(([k, v]) => `${k}=${v}`);
  const r = spawnSync(referee, [s.game, ...opts], { input: s.tokens.join(' '), encoding: 'utf8' });
  if (r.status !== 0) return `referee refused: ${r.stdout.trim() || r.stderr.trim()}`;
  const end = JSON.parse(r.stdout);
  if (!end.over) { // a level resigned on its turn: the rules go on, the page names the other side
    s.resigned = true;
    return s.winner && s.winner !== end.toMove ? '' : `the referee says the game is not over at ply ${end.ply}, ${end.toMove} to move; the page says ${s.winner} won`;
  }
  return end.winner === s.winner ? '' : `winner: page ${s.winner}, referee ${end.winner}`;
}

/** memory samples the page's wasm memory, its JS heap and each live worker's wasm memory. */
async function memory(page) {
  const own = await page.evaluate(() => ({
    wasm: globalThis.soakMemory?.buffer.byteLength ?? null,
    heap: performance.memory?.usedJSHeapSize ?? null,
  }));
  const workers = await Promise.all(page.workers().map((w) => Promise.race([
    w.evaluate(() => globalThis.tesseraWorker?.memory?.buffer.byteLength ?? null).catch(() => null),
    new Promise((r) => setTimeout(() => r(null), 10_000)),
  ])));
  return { ...own, workers: workers.length, workerWasm: workers.filter((b) => b !== null) };
}

/** newGame starts side0 against side1 with opts through the new-game dialog. */
async function newGame(page, side0, side1, opts) {
  await page.click('#new-game');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('select[name=side0]').selectOption(side0);
  await dialog.locator('select[name=side1]').selectOption(side1);
  for (const [key, value] of Object.entries(opts)) {
    const input = dialog.locator(`[name=${key}]`);
    if (await input.evaluate((el) => el.tagName === 'SELECT')) await input.selectOption(value);
    else await input.fill(value);
  }
  await page.click('#new-game-start');
  await page.waitForFunction(([a, b]) => {
    const s = window.tessera.state();
    // Consecutive games never have the same pair of sides, so these are the
    // new game's. A game that opens with a bid (Carteso's komi) seats them
    // as the bid ends, in either order.
    const seated = (s.sides[0] === a && s.sides[1] === b) || (s.sides[0] === b && s.sides[1] === a);
    return !document.getElementById('new-game-dialog').open && seated;
  }, [side0, side1], { timeout: 60_000 });
}

/** hurrier presses "Move now" once the computer has thought ms on one move. */
function hurrier(page, ms) {
  return page.evaluate((limit) => {
    let since = 0;
    globalThis.soakHurried = 0;
    setInterval(() => {
      const t = document.getElementById('thinking');
      if (!t || t.hidden) { since = 0; return; }
      if (!since) { since = performance.now(); return; }
      if (performance.now() - since > limit) {
        document.getElementById('move-now')?.click();
        globalThis.soakHurried++;
        since = 0;
      }
    }, 100);
  }, ms);
}

/** playOut waits for the game to end; it fails when no ply lands for STALL ms. */
async function playOut(page) {
  let ply = -1;
  let moved = Date.now();
  for (;;) {
    const s = await state(page);
    if (s.over) return s;
    if (s.ply !== ply) { ply = s.ply; moved = Date.now(); }
    if (Date.now() - moved > STALL) throw new Error(`stalled at ply ${s.ply}: ${JSON.stringify(s)}`);
    await page.waitForTimeout(250);
  }
}

/** soakGame plays GAMES games of game in one page session; it returns the rows and failures. */
async function soakGame(browser, url, game) {
  const { context, page, errors } = await openBoard(browser, `${url}/${game}#pace=0`);
  if (HURRY > 0) await hurrier(page, HURRY);
  const levels = (await page.locator('#new-game-dialog select[name=side0] option').evaluateAll(
    (os) => os.map((o) => o.value))).filter((v) => v !== 'human');
  const rows = [];
  const failures = [];
  const lines = [];
  let hurried = 0; // "Move now" presses so far in this session
  for (let i = 0; i < GAMES; i++) {
    const side0 = levels[i % levels.length];
    const side1 = levels[(i + 1) % levels.length];
    const t0 = Date.now();
    const before = errors.length;
    let s;
    let fail = '';
    try {
      await newGame(page, side0, side1, SOAK_OPTIONS[game]);
      s = await playOut(page);
      fail = checkRecord(s);
    } catch (err) {
      fail = err.message.split('\n')[0];
      s = await state(page).catch(() => ({ ply: -1, winner: '' }));
    }
    const mem = await memory(page);
    const row = {
      game, n: i + 1, side0, side1, plies: s.ply, winner: s.winner, resigned: Boolean(s.resigned), seconds: (Date.now() - t0) / 1000,
      hurried: await page.evaluate(() => globalThis.soakHurried ?? 0) - hurried, ...mem,
      errors: errors.slice(before), fail, tokens: s.tokens ?? [],
    };
    hurried += row.hurried;
    rows.push(row);
    lines.push(JSON.stringify(row));
    if (fail || row.errors.length) failures.push(`${game} #${i + 1} ${side0} v ${side1}: ${fail} ${row.errors.join('; ')}`);
    console.log(`${game} #${row.n} ${side0} v ${side1}: ${row.plies} plies, ${row.winner || '-'} won, ${row.seconds.toFixed(1)} s, ` +
      `page wasm ${mb(row.wasm)}, heap ${mb(row.heap)}, ${row.workers} workers ${row.workerWasm.map(mb).join(' ')}` +
      `${fail ? ` FAIL ${fail}` : ''}${row.errors.length ? ` ERRORS ${row.errors.join('; ')}` : ''}`);
    writeFileSync(path.join(artifacts, `${args.name}-${game}${TAGS[game] ?? ''}.jsonl`), `${lines.join('\n')}\n`);
  }
  await context.close();
  return { rows, failures };
}

const mb = (b) => (b === null || b === undefined ? '?' : `${(b / 1048576).toFixed(1)} MB`);

/** summary is one line of figures for a game's session. */
function summary(game, rows) {
  const plies = rows.reduce((a, r) => a + Math.max(r.plies, 0), 0);
  const at = (k) => rows[Math.min(rows.length - 1, k)];
  const w = (r) => (r ? mb(r.wasm) : '?');
  const ww = (r) => (r ? mb(Math.max(0, ...r.workerWasm)) : '?');
  const half = Math.floor(rows.length / 2);
  return `| ${game} | ${rows.length} | ${plies} | ${rows.filter((r) => r.fail).length} | ${rows.reduce((a, r) => a + r.errors.length, 0)} | ` +
    `${w(at(0))} → ${w(at(half))} → ${w(at(rows.length - 1))} | ${ww(at(0))} → ${ww(at(half))} → ${ww(at(rows.length - 1))} | ` +
    `${rows.reduce((a, r) => a + r.hurried, 0)} | ${Math.round(rows.reduce((a, r) => a + r.seconds, 0))} s |`;
}

async function main() {
  if (!existsSync(referee)) throw new Error(`soak: ${referee} is missing: run make soak`);
  const server = await startServe();
  const browser = await launchBrowser();
  const sums = [];
  const failures = [];
  try {
    for (const game of args.only.split(',')) {
      const res = await soakGame(await withInit(browser), server.url, game);
      sums.push(summary(game, res.rows));
      failures.push(...res.failures);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log('\n| Game | Games | Plies | Illegal or failed | Page errors | Page wasm (first → middle → last) | Largest worker wasm (first → middle → last) | Moves hurried | Time |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of sums) console.log(s);
  if (failures.length) {
    console.log(`\n${failures.length} failures:\n${failures.join('\n')}`);
    process.exit(1);
  }
}

/**
 * withInit returns browser with newContext wrapped to add, to every page,
 * an init script keeping the page's WebAssembly.Memory as soakMemory.
 */
async function withInit(browser) {
  return {
    newContext: async (opts) => {
      const context = await browser.newContext(opts);
      await context.addInitScript(() => {
        const orig = WebAssembly.instantiate;
        WebAssembly.instantiate = async function (...a) {
          const r = await orig.apply(this, a);
          globalThis.soakMemory = (r.instance ?? r).exports.mem;
          return r;
        };
      });
      return context;
    },
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
