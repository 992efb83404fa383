// The site around the board, in headless Chromium against `make serve`'s
// site.server (build/bin/serve over build/public; run `make build` first): the
// home page, the error page of a broken link, the 404 page, and the
// headers of a page and of an asset.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchPage, useSite } from './lib/harness.mjs';
import { drawn } from './lib/board.mjs';

const site = useSite();

/** open loads path in a fresh page and returns the page, its response and its console errors. */
async function open(path) {
  const page = await site.browser.newPage();
  const errors = watchPage(page);
  const response = await page.goto(site.server.url + path);
  return { page, response, errors };
}

test('the home page lists Ur with a link that opens /ur', async () => {
  const { page, response, errors } = await open('/');
  assert.equal(response.status(), 200);
  const card = page.locator('.game-card', { hasText: 'Royal Game of Ur' });
  await assert.doesNotReject(card.waitFor());
  assert.ok(await card.locator('img').count() === 1, 'the card has a picture');
  assert.equal(await card.locator('a', { hasText: 'Rules' }).getAttribute('href'), '/ur/rules');
  assert.match(await card.locator('.game-kind').textContent(), /race/, 'the card says what kind of game it is');
  assert.match(await card.locator('.game-length').textContent(), /minutes/, 'and how long a game takes');
  assert.equal(await card.locator('a', { hasText: 'Two players here' }).getAttribute('href'), '/ur#vs=people');
  await card.locator('a', { hasText: 'Play the computer' }).click();
  await page.waitForURL(`${site.server.url}/ur`); // the page takes its #vs=computer once
  assert.equal(await page.locator('h1').first().textContent(), 'Royal Game of Ur');
  await page.close();
  assert.deepEqual(errors, []);
});

test('the rules page explains Ur and links to a game', async () => {
  const { page, response, errors } = await open('/ur/rules');
  assert.equal(response.status(), 200);
  const text = await page.locator('article').textContent();
  for (const words of ['Finkel', 'rosette', 'M3']) assert.ok(text.includes(words), `the rules mention ${words}`);
  assert.equal(await page.locator('article a.primary').getAttribute('href'), '/ur');
  await page.close();
  assert.deepEqual(errors, []);
});

test('a broken URL shows the error page with its message and a working new-game link', async () => {
  const { page, response, errors } = await open('/ur?m=9:Q9');
  assert.equal(response.status(), 400);
  assert.equal(await page.locator('h1').textContent(), 'This link cannot be opened');
  const message = await page.locator('.problem-message').textContent();
  assert.match(message, /move 1, "9:Q9", cannot be played/);
  await page.locator('a', { hasText: 'Start a new game' }).click();
  await page.waitForURL(`${site.server.url}/ur`);
  await page.close();
  // The 400 itself is reported by Chromium as a failed resource: nothing else.
  assert.deepEqual(errors.filter((e) => !e.includes('400')), []);
});

test('a refused move offers the last legal position', async () => {
  const { page, response } = await open('/ur?m=3:L4.3:L1');
  assert.equal(response.status(), 400);
  assert.equal(await page.locator('a', { hasText: 'last legal position' }).getAttribute('href'), '/ur?m=3:L4');
  await page.close();
});

test('a share link carries its position in the title', async () => {
  const { page, response } = await open('/ur?m=3:L4');
  assert.equal(response.status(), 200);
  assert.equal(await page.title(), 'Royal Game of Ur: right to move, ply 1');
  assert.equal(await page.locator('meta[property="og:url"]').getAttribute('content'), `${site.server.url}/ur?m=3:L4`);
  await page.close();
});

test('/nope gives the 404 page', async () => {
  const { page, response, errors } = await open('/nope');
  assert.equal(response.status(), 404);
  assert.equal(await page.locator('h1').textContent(), 'Page not found');
  await page.locator('a', { hasText: 'See all games' }).click();
  await page.waitForURL(`${site.server.url}/`);
  await page.close();
  assert.deepEqual(errors.filter((e) => !e.includes('404')), []);
});

test('headers of a page, the embed page and an asset', async () => {
  const page = await fetch(`${site.server.url}/ur`, { headers: { 'accept-encoding': 'gzip' } });
  const csp = page.headers.get('content-security-policy');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(page.headers.get('x-frame-options'), 'DENY');
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  assert.ok(page.headers.get('etag'), 'pages carry an ETag');
  const html = await page.text();

  const again = await fetch(`${site.server.url}/ur`, { headers: { 'if-none-match': page.headers.get('etag'), 'accept-encoding': 'gzip' } });
  assert.equal(again.status, 304);

  const embed = await fetch(`${site.server.url}/embed/ur`);
  assert.match(embed.headers.get('content-security-policy'), /frame-ancestors \*/);
  assert.equal(embed.headers.get('x-frame-options'), null);

  // Ur's own program, and the one for every game that the service worker serves in its place.
  const [, wasm, all] = html.match(/<link id="wasm" rel="preload" href="([^"]+)"[^>]* data-all="([^"]+)"/);
  assert.match(wasm, /^\/assets\/ur\.[0-9a-f]{8}\.wasm$/);
  assert.match(all, /^\/assets\/tessera\.[0-9a-f]{8}\.wasm$/);
  const asset = await fetch(site.server.url + wasm, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('content-type'), 'application/wasm');
  assert.equal(asset.headers.get('content-encoding'), 'gzip');
  assert.equal(asset.headers.get('vary'), 'Accept-Encoding');
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const bytes = new Uint8Array(await asset.arrayBuffer()); // fetch gunzips it
  assert.deepEqual([...bytes.slice(0, 4)], [0, 0x61, 0x73, 0x6d]);
});

test('a board page names its preloads in a Link header too, and the browser fetches its program once', async () => {
  for (const path of ['/ur', '/embed/iris', '/echelon?m=e4-e5']) {
    const res = await fetch(site.server.url + path, { headers: { 'accept-encoding': 'br' } });
    const html = await res.text();
    const tags = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(([tag]) => {
      const attr = (name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
      return `<${attr('href')}>; rel=preload; as=${attr('as')}${/\bcrossorigin\b/.test(tag) ? '; crossorigin' : ''}`;
    });
    assert.ok(tags.some((t) => /\.wasm>/.test(t)), `${path} preloads its program`);
    assert.equal(res.headers.get('link'), tags.join(', '), path);
  }
  // The header's preload and the page's own fetch of the program are one
  // request, not two: a second download would cost a phone seconds.
  const context = await site.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchPage(page);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${site.server.url}/ur`);
  await drawn(page);
  const wasm = await page.evaluate(() => document.getElementById('wasm').href);
  const fetched = requests.filter((url) => url === wasm).length;
  assert.equal(fetched, 1, `${wasm} asked for ${fetched} times`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the home, rules and embed pages load without console errors', async () => {
  for (const path of ['/', '/ur/rules', '/embed/ur']) {
    const { page, errors } = await open(path);
    await page.waitForLoadState('networkidle');
    await page.close();
    assert.deepEqual(errors, [], path);
  }
});

test('the web app manifest names installable icons that exist', async () => {
  const manifest = await (await fetch(`${site.server.url}/manifest.webmanifest`)).json();
  const sizes = manifest.icons.map((i) => i.sizes);
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), `icon sizes: ${sizes}`);
  for (const icon of manifest.icons) {
    const res = await fetch(new URL(icon.src, `${site.server.url}/manifest.webmanifest`));
    assert.equal(res.status, 200, icon.src);
    assert.equal(res.headers.get('content-type'), icon.type, icon.src);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (icon.type === 'image/png') {
      const [w, h] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      assert.equal(`${w}x${h}`, icon.sizes, `${icon.src} is ${w}x${h}`);
    }
  }
});

test('the page is ready for browsers, crawlers and installs: theme colours, noindex on embeds, favicon, manifest', async () => {
  const { page, response, errors } = await open('/ur');
  const h = response.headers();
  assert.equal(h['cross-origin-opener-policy'], 'same-origin');
  assert.match(h['permissions-policy'], /camera=\(\)/);
  const themes = await page.locator('meta[name="theme-color"]').evaluateAll((ms) => ms.map((m) => [m.media, m.content]));
  assert.deepEqual(themes.map(([media]) => media), ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  assert.notEqual(themes[0][1], themes[1][1], 'light and dark differ');
  assert.equal(await page.locator('meta[name="robots"]').count(), 0, 'a play page may be indexed');

  // The manifest as Chromium reads it: no errors, an id, the icons and
  // shortcuts it names all served.
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const { appId } = await cdp.send('Page.getAppId');
  assert.equal(appId, `${site.server.url}/`, 'the app id, from the manifest\'s id');
  const data = JSON.parse(manifest.data);
  assert.equal(data.id, '/');
  const srcs = [...data.icons, ...data.shortcuts.flatMap((s) => s.icons), ...data.screenshots].map((i) => i.src);
  assert.ok(data.icons.some((i) => i.purpose === 'maskable'), 'a maskable icon');
  assert.equal(data.shortcuts.length, 5, 'a shortcut per game');
  for (const src of [...srcs, '/favicon.ico', '/robots.txt', '/sitemap.xml']) {
    const res = await page.request.get(new URL(src, site.server.url).href);
    assert.equal(res.status(), 200, src);
  }
  await page.close();

  const embed = await open('/embed/ur?m=4:L4');
  assert.equal(embed.response.status(), 200);
  assert.equal(await embed.page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
  await embed.page.close();
  assert.deepEqual([...errors, ...embed.errors], []);
});
