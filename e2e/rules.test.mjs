// The rules pages (/{game}/rules) in headless Chromium against `make
// serve`'s site.server over $BUILD: each page loads without errors and is linked
// from the home page and its game's page; every example board it embeds
// (/embed/{game}?...&mode=view) answers 200; and one example board shows
// its position and steps on to the move its caption speaks of; the Echelon
// page's link to a game from the most even start opens it. The pages
// with example frames listen for the frames' heights before any frame
// exists.
// (site/publish/rulesexamples_test.go replays every example's moves.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchPage, useSite } from './lib/harness.mjs';
import { clickCell, drawn, state } from './lib/board.mjs';

const games = ['ur', 'ecalper', 'iris', 'carteso', 'echelon'];

const site = useSite();

/** get fetches path from the site.server and returns its status and text. */
async function get(path) {
  const res = await fetch(site.server.url + path);
  return { status: res.status, text: await res.text() };
}

for (const game of games) {
  test(`the ${game} rules page loads, is linked, and every example board answers 200`, async () => {
    const page = await site.browser.newPage();
    const errors = watchPage(page);
    const response = await page.goto(`${site.server.url}/${game}/rules`);
    assert.equal(response.status(), 200);
    assert.match(await page.locator('h1').textContent(), /how to play/);
    assert.equal(await page.locator('.credit').count(), 1, 'the page credits the game');
    assert.equal(await page.locator('article a.primary').getAttribute('href'), `/${game}`);

    const frames = await page.locator('article iframe').evaluateAll((list) => list.map((f) => ({
      src: f.getAttribute('src'), title: f.title, loading: f.getAttribute('loading'),
    })));
    assert.ok(frames.length > 0, 'the page shows example boards');
    for (const { src, title, loading } of frames) {
      assert.ok(src.startsWith(`/embed/${game}?`) && src.endsWith('&mode=view'), src);
      assert.ok(title.length > 0, `${src} has a title`);
      assert.equal(loading, 'lazy', `${src} loads lazily`);
      assert.equal((await get(src)).status, 200, src);
    }
    await page.close();
    assert.deepEqual(errors, []);

    assert.ok((await get('/')).text.includes(`href="/${game}/rules"`), 'the home page links the rules');
    assert.ok((await get(`/${game}`)).text.includes(`href="/${game}/rules"`), 'the play page links the rules');
  });
}

/**
 * listenFirst is an init script: it records, in window.hostListened, how
 * many iframes the document held when the host script (js/embed-host.js)
 * began to listen for the frames' heights.
 */
function listenFirst() {
  const add = window.addEventListener;
  window.addEventListener = function (type, listener, ...rest) {
    if (type === 'message' && String(listener).includes('tessera:height')) {
      window.hostListened ??= document.querySelectorAll('iframe').length;
    }
    return add.call(this, type, listener, ...rest);
  };
}

// A frame tells its height once it loads, and again only when it changes:
// a host that listened only after its frames began to load could miss the
// one message and leave the frame unsized for good (seen once in a CI
// run: an example frame that never settled).
test('the pages of example frames listen for their heights before any frame exists', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(listenFirst);
  const page = await context.newPage();
  for (const path of [...games.map((g) => `/${g}/rules`), '/embed']) {
    await page.goto(site.server.url + path);
    assert.ok(await page.locator('iframe').count() > 0, `${path} shows frames`);
    assert.equal(await page.evaluate(() => window.hostListened), 0, `${path}: iframes before the host listened`);
  }
  await context.close();
});

test('an example board shows its position, sizes its frame, and steps to the claim', async () => {
  const page = await site.browser.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/carteso/rules`);
  // The wall example starts at move 2: the black pair, no white stone yet.
  const iframe = page.locator('iframe[src*="m=Ba1.Ba2.Wb1.Wb2.Wa3&ply=2"]');
  await iframe.scrollIntoViewIfNeeded();
  const board = page.frameLocator('iframe[src*="m=Ba1.Ba2.Wb1.Wb2.Wa3&ply=2"]');
  const text = board.locator('#board-text');
  await assert.doesNotReject(text.filter({ hasText: 'Black stones: a1, a2. White stones: none.' }).waitFor({ state: 'attached', timeout: 60000 }));
  assert.equal(await board.locator('[aria-current="step"]').getAttribute('data-ply'), '2');
  assert.doesNotMatch(await text.textContent(), /claimed/);

  // The embed's height message sizes the frame (js/embed-host.js), so the
  // board needs no scrollbar.
  await page.waitForFunction((sel) => document.querySelector(sel).style.height !== '', 'iframe[src*="m=Ba1.Ba2.Wb1.Wb2.Wa3&ply=2"]');
  const frame = page.frames().find((f) => f.url().includes('m=Ba1.Ba2.Wb1.Wb2.Wa3&ply=2'));
  await assert.doesNotReject(frame.waitForFunction(() => document.documentElement.scrollHeight <= innerHeight + 1));

  // Three moves on, the white stones shut the pair in and vertical claims it.
  for (let i = 0; i < 3; i++) await board.locator('#forward').click();
  await assert.doesNotReject(text.filter({ hasText: 'White stones: b1, b2, a3.' }).waitFor({ state: 'attached' }));
  assert.match(await text.textContent(), /Black group of 2 stones \(a1, a2\), 2 rows by 1 column, vertical's, finished, claimed by vertical/);
  await page.close();
  assert.deepEqual(errors, []);
});

test('the Echelon rules page links to a standard game from the most even start found, which the computer plays', async () => {
  const page = await site.browser.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/echelon/rules`);
  const link = page.locator('article a[href^="/echelon?setup="]');
  assert.equal(await link.count(), 1, 'one link to a game from the start');
  const setup = new URL(await link.getAttribute('href'), site.server.url).searchParams.get('setup');
  assert.ok(await page.locator(`article iframe[src="/embed/echelon?setup=${setup}&mode=view"]`).count(), 'the start is shown too');
  await link.click();
  await drawn(page);
  // The link opens the start itself, not a refusal and the player's own game.
  const s = await state(page);
  assert.equal(s.ply, 0);
  assert.equal(s.toMove, 'red');
  assert.equal(s.setup, setup);
  assert.doesNotMatch(await page.locator('#note').textContent(), /could not be opened/);
  // Blue played by the computer answers red's first move.
  await page.locator('#seat1').selectOption('echelon-casual');
  const first = 'd4-d3';
  assert.ok(s.legal.includes(first), `${first} is legal from the start`);
  await clickCell(page, 'd4');
  await clickCell(page, 'd3');
  await page.waitForFunction(() => window.tessera.state().ply >= 2, null, { timeout: 30000 });
  const after = await state(page);
  assert.equal(after.tokens[0], first);
  assert.equal(after.toMove, 'red');
  await page.close();
  assert.deepEqual(errors, []);
});
