// loadtest.mjs: a bounded load test of the Worker under `wrangler dev`
// (workerd) on loopback, for `make loadtest`. For --seconds (default 20),
// --clients concurrent clients (default 8) request, round robin, a mix of
// game pages, share links of real games (random games through the
// referee, each link at a different ply) and bad links (which must be
// refused with their 4xx page). It reports requests per second, p50 and
// p99 latency per kind, the errors (any unexpected status or failed
// request: there must be none), and the resident memory of the workerd
// processes before, every 5 s, and after. Share links are first requested once each
// (cold: Go renders them) and then again and again (cached).
//
//	make worker BUILD=build/x && BUILD=build/x node e2e/load/loadtest.mjs [--seconds 20] [--clients 8]
//
// It writes the figures to test-artifacts/loadtest.json and exits with
// status 1 on any error.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { artifacts, build, root, startWrangler } from '../lib/harness.mjs';
import { buildReferee, randomGame, shareLinks } from './links.mjs';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, clients: { type: 'string', default: '8' } } });
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);

/**
 * wranglerConfig returns wrangler dev's arguments for the build folder:
 * the repository's wrangler.jsonc for build/, else a copy of it (and of the
 * Worker's entry and Go glue) inside the build folder, pointing at that build.
 */
function wranglerConfig() {
  assert.ok(existsSync(path.join(build, 'worker/app.wasm')), `run make worker BUILD=${path.relative(root, build)} first`);
  if (build === path.join(root, 'build')) return [];
  const text = readFileSync(path.join(root, 'wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const config = { ...JSON.parse(text), main: 'entry.mjs' };
  config.assets = { ...config.assets, directory: 'public' };
  delete config.$schema;
  cpSync(path.join(root, 'site/worker/entry.mjs'), path.join(build, 'entry.mjs'));
  const glue = readFileSync(path.join(root, 'site/worker/go.mjs'), 'utf8');
  writeFileSync(path.join(build, 'go.mjs'), glue.replaceAll('../../build/worker/', './worker/'));
  writeFileSync(path.join(build, 'wrangler.json'), JSON.stringify(config, null, 2));
  return ['--config', path.join(build, 'wrangler.json')];
}

/** descendants lists the processes under pid (from /proc), as [pid, command]. */
function descendants(pid) {
  const children = new Map();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push([Number(d), comm]);
    } catch { /* the process ended */ }
  }
  const out = [];
  const walk = (p) => { for (const c of children.get(p) ?? []) { out.push(c); walk(c[0]); } };
  walk(pid);
  return out;
}

/** workerdMemory is the summed resident memory (MB) of the workerd processes under pid. */
function workerdMemory(pid) {
  let kb = 0;
  for (const [p, comm] of descendants(pid)) {
    if (comm !== 'workerd') continue;
    const m = readFileSync(`/proc/${p}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    kb += Number(m?.[1] ?? 0);
  }
  return kb / 1024;
}

/** games lists the games with a play page in the build. */
function games() {
  const pages = readdirSync(path.join(build, 'public')).filter((f) => f.endsWith('.html'));
  const candidates = ['ur', 'iris', 'echelon', 'ecalper', 'carteso'];
  return candidates.filter((g) => pages.includes(`${g}.html`));
}

/** targets makes the request mix: [path, kind, expected status, method (GET if none)]. */
function targets() {
  const referee = buildReferee();
  const list = [['/', 'page', 200]];
  for (const [i, g] of games().entries()) {
    list.push([`/${g}`, 'page', 200], [`/${g}/rules`, 'page', 200]);
    const tokens = randomGame(referee, g, i + 1);
    for (const link of shareLinks(g, tokens, 12)) list.push([link, 'share', 200]);
    list.push([`/embed/${g}?m=${tokens.slice(0, 4).join('.')}`, 'share', 200]);
  }
  list.push(['/ur?m=9:Q9', 'refused', 400], [`/ur?m=${'0.'.repeat(5000)}0`, 'refused', 414],
    ['/iris?size=1000000000', 'refused', 400], ['/ur?m=%ff', 'refused', 400], ['/ur?m=3:L4', 'refused', 405, 'POST']);
  return list;
}

/** get requests path once and returns [ms, status, cache state]; failures throw. */
async function get(base, p, method = 'GET') {
  const t0 = performance.now();
  const res = await fetch(base + p, { method, redirect: 'manual' });
  await res.arrayBuffer();
  return [performance.now() - t0, res.status, res.headers.get('x-tessera-cache')];
}

const pct = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
};

async function main() {
  const list = targets();
  const persist = mkdtempSync(path.join(tmpdir(), 'tessera-load-persist-'));
  const worker = await startWrangler([...wranglerConfig(), '--persist-to', persist]);
  const samples = {}; // kind -> latencies (ms)
  const errors = [];
  const record = (kind, ms) => { (samples[kind] ??= []).push(ms); };
  try {
    const before = workerdMemory(worker.child.pid);
    for (const [p, kind, want, method] of list) { // cold: every URL once
      const [ms, status] = await get(worker.url, p, method);
      if (status !== want) errors.push(`${p.slice(0, 80)}: ${status}, want ${want}`);
      record(kind === 'share' ? 'share (cold)' : kind, ms);
    }
    const end = performance.now() + SECONDS * 1000;
    let next = 0;
    let requests = 0;
    const client = async () => {
      while (performance.now() < end) {
        const [p, kind, want, method] = list[next++ % list.length];
        try {
          const [ms, status, cache] = await get(worker.url, p, method);
          requests++;
          if (status !== want) errors.push(`${p.slice(0, 80)}: ${status}, want ${want}`);
          record(kind === 'share' ? `share (${cache === 'hit' ? 'cached' : 'cold'})` : kind, ms);
        } catch (err) {
          errors.push(`${p.slice(0, 80)}: ${err.message}`);
        }
      }
    };
    const t0 = performance.now();
    const during = []; // the memory every 5 s: does it level off?
    const sampler = setInterval(() => during.push(Number(workerdMemory(worker.child.pid).toFixed(1))), 5000);
    await Promise.all(Array.from({ length: CLIENTS }, client));
    clearInterval(sampler);
    const elapsed = (performance.now() - t0) / 1000;
    const after = workerdMemory(worker.child.pid);
    const report = {
      seconds: Number(elapsed.toFixed(1)), clients: CLIENTS, urls: list.length, requests,
      requestsPerSecond: Number((requests / elapsed).toFixed(1)),
      latencyMs: Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k,
        { n: xs.length, p50: Number(pct(xs, 0.5).toFixed(1)), p99: Number(pct(xs, 0.99).toFixed(1)) }])),
      errors: errors.length, firstErrors: errors.slice(0, 10),
      workerdMemoryMB: { before: Number(before.toFixed(1)), every5s: during, after: Number(after.toFixed(1)) },
    };
    writeFileSync(path.join(artifacts, 'loadtest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    if (errors.length) process.exitCode = 1;
  } finally {
    worker.stop();
    rmSync(persist, { recursive: true, force: true });
  }
}

await main();
