// The real Worker under `wrangler dev` (workerd; run `make worker` first):
// static files come from Workers Static Assets with the _headers policy,
// share links and broken links from Go through site/worker/entry.mjs, whose
// answers the Cache API keeps (x-tessera-cache: miss, then hit).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startWrangler } from './lib/harness.mjs';

let worker;
// An empty Cache API for each run: a position asked for by an earlier run
// would be a hit where a test needs Go to run.
const state = mkdtempSync(path.join(os.tmpdir(), 'tessera-worker-'));

before(async () => { worker = await startWrangler(['--persist-to', state]); });
after(() => {
  worker?.stop();
  rmSync(state, { recursive: true, force: true });
});

async function get(path, headers = {}) {
  const res = await fetch(worker.url + path, { headers, redirect: 'manual' });
  return { res, body: await res.text(), h: (name) => res.headers.get(name) };
}

/** assertPolicy checks the headers every response carries. */
function assertPolicy(h, { framable }) {
  const csp = h('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(h('x-content-type-options'), 'nosniff');
  assert.equal(h('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.match(h('permissions-policy') ?? '', /camera=\(\), microphone=\(\), geolocation=\(\)/);
  assert.equal(h('cross-origin-opener-policy'), 'same-origin');
  assert.match(h('strict-transport-security') ?? '', /^max-age=\d{8,}/);
  if (framable) {
    assert.match(csp, /frame-ancestors \*$/);
    assert.equal(h('x-frame-options'), null);
  } else {
    assert.match(csp, /frame-ancestors 'none'$/);
    assert.equal(h('x-frame-options'), 'DENY');
  }
}

test('pages are static files with the policy headers', async () => {
  for (const [path, framable, text] of [['/', false, 'Royal Game of Ur'], ['/ur', false, 'id="tessera"'], ['/embed/ur', true, 'id="tessera"']]) {
    const { res, body, h } = await get(path);
    assert.equal(res.status, 200, path);
    assert.ok(body.includes(text), `${path} holds ${text}`);
    assertPolicy(h, { framable });
    assert.equal(h('content-type'), 'text/html; charset=utf-8');
    assert.match(h('cache-control'), /no-cache|max-age=0, must-revalidate/);
    assert.ok(h('etag'), `${path} has an ETag`);
    assert.equal(h('x-tessera-cache'), null, `${path} did not run Go`);
  }
});

test("a built page's preview, card and oEmbed links are absolute, as link previews need", async () => {
  const { body } = await get('/iris');
  const og = body.match(/<meta property="og:image" content="([^"]+)">/)[1];
  assert.equal(og, `${worker.url}/preview/iris.png`);
  assert.ok(body.includes(`<meta name="twitter:image" content="${worker.url}/preview/iris.png">`));
  assert.match(body, new RegExp(`type="application/json\\+oembed" href="${worker.url}/oembed\\?url=`));
  const png = await fetch(og);
  assert.equal(png.status, 200);
  assert.equal(png.headers.get('content-type'), 'image/png');
});

test('a hashed asset is immutable, typed and compressed', async () => {
  const { body } = await get('/ur');
  const wasm = body.match(/<link id="wasm" rel="preload" href="([^"]+)"/)[1];
  const { res, h } = await get(wasm, { 'accept-encoding': 'gzip' });
  assert.equal(res.status, 200);
  assert.equal(h('content-type'), 'application/wasm');
  assert.equal(h('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(h('content-encoding'), 'gzip');
  assertPolicy(h, { framable: false });
  const sw = await get('/sw.js');
  assert.equal(sw.res.status, 200);
  assert.match(sw.body, /^const BUILD = "[0-9a-f]+";/);
  assert.match(sw.h('cache-control'), /no-cache/);
});

test('a share link is rendered by Go once, then served from the Cache API', async () => {
  // A position this run has not asked for before (wrangler dev keeps its
  // cache between runs): an even number of bare rolls "0", each passing
  // the turn, then left enters a piece; under the handler's 1,000 moves.
  const zeros = 2 * (Date.now() % 490);
  const ply = zeros + 1;
  const target = `/ur?m=${'0.'.repeat(zeros)}3:L4`;
  const first = await get(target);
  assert.equal(first.res.status, 200);
  assert.equal(first.h('x-tessera-cache'), 'miss');
  assert.ok(first.body.includes(`<title>Royal Game of Ur: right to move, ply ${ply}</title>`), first.body.slice(0, 600));
  // Browsers revalidate it (its assets go with the next deploy); the
  // edge keeps it a day, under the deploy's version.
  assert.equal(first.h('cache-control'), 'public, max-age=0, must-revalidate, s-maxage=86400');
  assertPolicy(first.h, { framable: false });
  const second = await get(target);
  assert.equal(second.res.status, 200);
  assert.equal(second.h('x-tessera-cache'), 'hit');
  assert.equal(second.body, first.body);
  assertPolicy(second.h, { framable: false });

  const embed = await get('/embed/ur?m=3:L4');
  assert.equal(embed.res.status, 200);
  assertPolicy(embed.h, { framable: true });
  assert.ok(embed.body.includes('<title>Royal Game of Ur: right to move, ply 1</title>'));
});

test("a share page's picture of its position is drawn by Go once, then served from the Cache API", async () => {
  const zeros = 2 * (Date.now() % 490); // a position this run has not drawn before, as above
  const { body } = await get(`/ur?m=${'0.'.repeat(zeros)}3:L4`);
  const src = body.match(/<img src="([^"]+)"[^>]*elementtiming="board-picture"/)?.[1].replaceAll('&amp;', '&');
  assert.ok(src?.startsWith('/preview/ur/tall.svg?m='), `the picture: ${src}`);
  const first = await fetch(worker.url + src);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('content-type'), 'image/svg+xml');
  assert.equal(first.headers.get('x-tessera-cache'), 'miss');
  const svg = Buffer.from(await first.arrayBuffer());
  assert.match(svg.toString(), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
  const second = await fetch(worker.url + src);
  assert.equal(second.headers.get('x-tessera-cache'), 'hit');
  assert.deepEqual(Buffer.from(await second.arrayBuffer()), svg);
});

test("Go's instance is kept for the next request, and many links at once each get their own page", async () => {
  // Positions no other test asks for (they end 3:L4): 2n bare rolls, then
  // left enters a piece to L2 at ply 2n+1.
  const link = (n) => ({ path: `/ur?m=${'0.'.repeat(2 * n)}2:L4`, ply: 2 * n + 1 });
  const title = (ply) => `<title>Royal Game of Ur: right to move, ply ${ply}</title>`;

  const first = await get(link(0).path);
  const second = await get(link(1).path);
  for (const [got, { ply }] of [[first, link(0)], [second, link(1)]]) {
    assert.equal(got.h('x-tessera-cache'), 'miss');
    assert.ok(got.body.includes(title(ply)), `ply ${ply}: ${got.body.slice(0, 400)}`);
  }
  assert.match(first.h('x-tessera-go'), /^(new|kept)$/);
  assert.equal(second.h('x-tessera-go'), 'kept', 'the second request ran on the first one\'s instance');

  const many = [2, 3, 4, 5, 6, 7, 8, 9].map(link);
  const answers = await Promise.all(many.map(({ path }) => get(path)));
  answers.forEach((got, i) => {
    assert.equal(got.res.status, 200);
    assert.equal(got.h('x-tessera-cache'), 'miss');
    assert.match(got.h('x-tessera-go'), /^(new|kept)$/);
    assert.ok(got.body.includes(title(many[i].ply)), `ply ${many[i].ply}: ${got.body.slice(0, 400)}`);
  });
  const after = await get(link(10).path);
  assert.equal(after.h('x-tessera-go'), 'kept', 'an instance is kept after requests at once');
  assert.ok(after.body.includes(title(link(10).ply)));

  const again = await get(link(1).path);
  assert.equal(again.h('x-tessera-cache'), 'hit');
  assert.equal(again.h('x-tessera-go'), null, 'a cached answer names no instance');
  assert.equal(again.body, second.body);
});

test('a broken link gets the error page with status 400', async () => {
  const { res, body, h } = await get('/ur?m=9:Q9');
  assert.equal(res.status, 400);
  assert.match(body, /move 1, &#34;9:Q9&#34;, cannot be played/);
  assert.ok(body.includes('href="/ur">Start a new game'));
  assertPolicy(h, { framable: false });
  assert.equal(h('content-type'), 'text/html; charset=utf-8');
});

test('an unknown path gets the 404 page, never cached as immutable', async () => {
  for (const path of ['/nope', '/nope?m=3:L4', '/assets/nope.js', '/assets/tessera.00000000.wasm']) {
    const { res, body, h } = await get(path);
    assert.equal(res.status, 404, path);
    assert.ok(body.includes('Page not found'), path);
    assertPolicy(h, { framable: false });
    assert.doesNotMatch(h('cache-control') ?? '', /immutable|max-age=[1-9]/, path);
  }
});

test('robots.txt and sitemap.xml name the absolute URLs of every game, rules and report page', async () => {
  const robots = await get('/robots.txt');
  assert.equal(robots.res.status, 200);
  assert.match(robots.h('content-type'), /^text\/plain/);
  assert.ok(robots.body.includes(`Sitemap: ${worker.url}/sitemap.xml`), robots.body);
  const map = await get('/sitemap.xml');
  assert.equal(map.res.status, 200);
  assert.match(map.h('content-type'), /^application\/xml/);
  const locs = [...map.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const game of ['ur', 'ecalper', 'iris', 'carteso', 'echelon']) {
    for (const p of [`/${game}`, `/${game}/rules`, `/${game}/report`]) {
      assert.ok(locs.includes(worker.url + p), `the sitemap lists ${p}: ${locs}`);
    }
  }
  for (const loc of locs) {
    const page = await fetch(loc, { redirect: 'manual' });
    assert.equal(page.status, 200, loc);
  }
  const icon = await get('/favicon.ico');
  assert.equal(icon.res.status, 200);
  assert.equal(icon.h('content-type'), 'image/vnd.microsoft.icon');
});
