// links.mjs makes share links of real games for the load test: a game of
// each kind played at random through the referee (rules/cmd/referee), so
// every link replays legal moves the way players' links do.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../lib/harness.mjs';

/** buildReferee compiles the referee once and returns its path. */
export function buildReferee() {
  const bin = path.join(mkdtempSync(path.join(tmpdir(), 'tessera-load-')), 'referee');
  execFileSync('go', ['build', '-o', bin, './rules/cmd/referee'], { cwd: root, stdio: 'inherit' });
  return bin;
}

/** rng is a small seeded generator (mulberry32), so the games are the same every run. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * randomGame plays game at random from the referee's legal tokens until it
 * is over or maxPlies long, and returns its tokens.
 */
export function randomGame(referee, game, seed, maxPlies = 200) {
  const next = rng(seed);
  const tokens = [];
  for (;;) {
    const out = JSON.parse(execFileSync(referee, [game], { input: tokens.join(' ') }));
    if (out.error) throw new Error(`referee: ${out.error}`);
    if (out.over || tokens.length >= maxPlies) return tokens;
    tokens.push(out.legal[Math.floor(next() * out.legal.length)]);
  }
}

/** shareLinks returns n share links of a game's tokens, each showing a different ply. */
export function shareLinks(game, tokens, n) {
  const m = tokens.join('.');
  return Array.from({ length: n }, (_, i) => `/${game}?m=${m}&ply=${Math.round((i * tokens.length) / n)}`);
}
