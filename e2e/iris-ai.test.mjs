// Iris against the computer in headless Chromium (run `make build` first):
// the strongest level plays a whole side-5 game with its tree search shared
// among several Web Workers (root parallelism, merged statistics) while the
// page stays responsive; "move now" lands at once across the workers. And
// the speed of Iris's random playouts and tree search, natively, as wasm
// under Node and as wasm in Chromium (a page of its own, no site), with the
// wasm/native ratios as diagnostics.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { artifacts, launchBrowser, root, startServe, watchPage, build } from './lib/harness.mjs';
import { setOption } from './lib/board.mjs';

const published = existsSync(path.join(build, 'public/iris.html'));
// navigator.hardwareConcurrency as the page sees it: two AI workers and one
// core for the page (the test machine may have but two cores).
const cores = 3;
let server;
let browser;

before(async () => {
  browser = await launchBrowser();
  if (published) server = await startServe();
});

after(async () => {
  await browser?.close();
  server?.stop();
});

/**
 * openIris opens /iris on a machine of `cores` cores, recording long tasks
 * and every AI worker: those started, those terminated, and which of them
 * were sent a shared search.
 */
async function openIris(fragment = '') {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    const workers = { started: 0, terminated: 0, searching: new Set(), searches: 0 };
    window.aiWorkers = () => ({ ...workers, searching: workers.searching.size });
    const Base = window.Worker;
    let next = 0;
    window.Worker = class extends Base {
      constructor(...args) {
        super(...args);
        this.number = next++;
        workers.started++;
      }

      postMessage(data, ...rest) {
        if (typeof data === 'string' && JSON.parse(data).type === 'search') {
          workers.searching.add(this.number);
          workers.searches++;
        }
        return super.postMessage(data, ...rest);
      }

      terminate() {
        workers.terminated++;
        return super.terminate();
      }
    };
  }, cores);
  await page.goto(`${server.url}/iris#vs=people&seed=3${fragment}`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0 && typeof window.tessera?.state === 'function',
    null, { timeout: 30_000 });
  return { context, page, errors };
}

/** newGame starts a game of side size through the new-game dialog. */
async function newGame(page, size, side0, side1) {
  await page.click('#new-game');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('select[name=side0]').selectOption(side0);
  await dialog.locator('select[name=side1]').selectOption(side1);
  await setOption(dialog, 'size', size);
  await page.click('#new-game-start');
  await page.waitForFunction(([a, b, n]) => {
    const s = window.tessera.state();
    return !document.getElementById('new-game-dialog').open && s.sides[0] === a && s.sides[1] === b && s.options.size === n;
  }, [side0, side1, String(size)]);
}

const state = (page) => page.evaluate(() => window.tessera.state());

// Speed targets (long tasks, "move now" latency) are checked by `make
// bench` (TESSERA_TIMING=1) on a quiet machine; make test reports them.
const timed = process.env.TESSERA_TIMING === '1';

/** longestTask returns the longest main-thread task since t0 (0 if none reached 50 ms), and words for it. */
async function longestTask(page, t0) {
  const tasks = await page.evaluate((since) => window.longTasks.filter((e) => e.start >= since).map((e) => e.duration), t0);
  const longest = tasks.length ? Math.max(...tasks) : 0;
  return { longest, words: tasks.length ? `${Math.round(longest)} ms (${tasks.length} long tasks)` : 'none over 50 ms' };
}

const skipPage = published ? false : 'build/public/iris.html is not published: run make build';

test('the strongest level plays a whole side-5 game on two workers at once, the page responsive', { skip: skipPage, timeout: 400_000 }, async (t) => {
  const { context, page, errors } = await openIris('&pace=0');
  const t0 = await page.evaluate(() => performance.now());
  await newGame(page, 5, 'random', 'iris-mcts');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 360_000, polling: 500 });
  const s = await state(page);
  assert.ok(s.winner, 'a winner is named');
  const w = await page.evaluate(() => window.aiWorkers());
  t.diagnostic(`workers: ${w.started} started, ${w.terminated} terminated, ${w.searching} sent ${w.searches} shared searches`);
  assert.equal(w.searching, cores - 1, 'every AI worker searches');
  assert.ok(w.started - w.terminated >= 2, 'more than one worker alive');
  const times = await page.evaluate(() => performance.getEntriesByName('tessera:ai-move').map((e) => e.duration));
  const { longest, words } = await longestTask(page, t0);
  t.diagnostic(`${s.tokens.length} plies, ${s.winner} won; ${times.length} computer moves, longest ${Math.round(Math.max(0, ...times))} ms; longest main-thread task: ${words}`);
  if (timed) assert.ok(longest < 200, `longest main-thread task ${longest} ms`);
  await page.screenshot({ path: path.join(artifacts, 'iris-ai-game-over.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('"move now" makes the shared search play its best stone so far, a legal one', { skip: skipPage, timeout: 120_000 }, async (t) => {
  const { context, page, errors } = await openIris('&pace=0');
  await newGame(page, 7, 'iris-mcts', 'human');
  await page.waitForSelector('#thinking:visible', { timeout: 60_000 });
  const before = await state(page);
  const clicked = await page.evaluate(() => { document.getElementById('move-now').click(); return performance.now(); });
  await page.waitForFunction((ply) => window.tessera.state().ply > ply, before.ply, { timeout: timed ? 5_000 : 60_000 });
  const took = await page.evaluate((since) => performance.now() - since, clicked);
  const played = (await state(page)).tokens[before.ply];
  t.diagnostic(`move now: ${played} played ${Math.round(took)} ms after the click`);
  assert.ok(before.legal.includes(played), `${played} is one of ${before.legal}`);
  // Unhurried, the stone would come no sooner than the level's 1.5 s a
  // stone after the thinking began, itself just before the click.
  if (timed) assert.ok(took < 1200, `the move came ${took} ms after the click`);
  const w = await page.evaluate(() => window.aiWorkers());
  assert.equal(w.terminated, 0, 'every worker answered "move now" in time');
  assert.deepEqual(errors, []);
  await context.close();
});

/** figure reads a benchmark's metric (e.g. playouts/s) from go test output. */
function figure(out, bench, unit) {
  const m = out.match(new RegExp(`^${bench}\\S*\\s+\\d+\\s+[\\d.]+ ns/op\\s.*?([\\d.]+) ${unit.replace('/', '\\/')}(\\s|$)`, 'm'));
  assert.ok(m, `no ${bench} figure in:\n${out}`);
  return Number(m[1]);
}

const benchArgs = ['-test.run=^$', '-test.bench=^Benchmark(Playout|Search)$', '-test.benchtime=2s'];

test('Iris playouts and search per second: native, wasm under Node, wasm in Chromium', { timeout: 300_000 }, async (t) => {
  const goroot = execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iris-bench-'));
  try {
    const wasm = path.join(dir, 'iris.test.wasm');
    execFileSync('go', ['test', '-c', '-o', wasm, './ai/iris/'], { cwd: root, env: { ...process.env, GOOS: 'js', GOARCH: 'wasm' } });
    const native = execFileSync('go', ['test', '-run=^$', '-bench=^Benchmark(Playout|Search)$', '-benchtime=2s', './ai/iris/'],
      { cwd: root, encoding: 'utf8' });
    const node = execFileSync('node', [path.join(goroot, 'lib/wasm/wasm_exec_node.js'), wasm, ...benchArgs],
      { cwd: path.join(root, 'ai/iris'), encoding: 'utf8' });
    const chromium = await inChromium(readFileSync(wasm), readFileSync(path.join(goroot, 'lib/wasm/wasm_exec.js')));
    const rows = [['playouts/s', 'BenchmarkPlayout'], ['iterations/s', 'BenchmarkSearch']];
    for (const [unit, bench] of rows) {
      const n = figure(native, bench, unit);
      const w = figure(node, bench, unit);
      const c = figure(chromium, bench, unit);
      t.diagnostic(`Iris side 7 ${unit}: native ${Math.round(n)}, wasm Node ${Math.round(w)} (${(w / n).toFixed(2)} of native), wasm Chromium ${Math.round(c)} (${(c / n).toFixed(2)} of native)`);
      assert.ok(c > 0 && w > 0 && n > 0);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * inChromium runs the wasm test binary's benchmarks in a page of its own
 * (served by routing, no site) and returns what it printed.
 */
async function inChromium(wasm, wasmExec) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = 'http://bench.invalid';
  await page.route(`${origin}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/iris.test.wasm') return route.fulfill({ body: wasm, contentType: 'application/wasm' });
    if (url.pathname === '/wasm_exec.js') return route.fulfill({ body: wasmExec, contentType: 'text/javascript' });
    return route.fulfill({ body: '<!doctype html><title>bench</title><script src="/wasm_exec.js"></script>', contentType: 'text/html' });
  });
  const lines = [];
  page.on('console', (msg) => lines.push(msg.text()));
  await page.goto(`${origin}/`);
  const code = await page.evaluate(async (args) => {
    const go = new Go();
    go.argv = ['iris.test', ...args];
    let exit = 0;
    go.exit = (c) => { exit = c; };
    const { instance } = await WebAssembly.instantiateStreaming(fetch('/iris.test.wasm'), go.importObject);
    await go.run(instance);
    return exit;
  }, benchArgs);
  await context.close();
  const out = lines.join('\n');
  assert.equal(code, 0, out);
  return out;
}
