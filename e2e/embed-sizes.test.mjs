// Embeds at the sizes a page gives them, in headless Chromium against
// `make serve`'s server (run `make build` first): the iframe the /embed
// page suggests fits its board with no scrolling inside, as do every
// game's at the suggested size; from 300 to 1200 px wide and in both
// themes an embed never scrolls sideways and offers "Open on Tessera" (the
// position shown, on the site); the labels drawn beside the board never
// overlap at 320, 400 and 640 px; a broken link inside an embed answers
// 400 with a message the frame's size, without the site's header.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import path from 'node:path';
import { useSite, startHost, embedHostScript, watchPage, artifacts } from './lib/harness.mjs';
import { drawn, state } from './lib/board.mjs';
import { games } from './lib/pages.mjs';

const site = useSite('embed.html');

/**
 * framed opens, on a second origin, a page with one iframe of src (a path
 * of the site) w by h px, with the documented host script when sized, and
 * returns the page, the frame and the page's errors.
 */
let hostScript; // the documented host script, read once
async function framed(src, w, h, { sized = false, colorScheme = 'light', init } = {}) {
  hostScript ??= await embedHostScript(site.browser, site.server.url);
  const script = sized ? hostScript : '';
  const host = await startHost(() => `<!doctype html><html><body style="margin:0">
<script>${script}</script>
<iframe id="f" src="${site.server.url}${src}" width="${w}" height="${h}" style="border:0;display:block"></iframe></body></html>`);
  const context = await site.browser.newContext({ viewport: { width: Math.max(w, 320) + 40, height: 900 }, reducedMotion: 'reduce', colorScheme });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(host.url);
  const frame = await (await page.$('#f')).contentFrame();
  return { page, frame, errors, close: async () => { await context.close(); host.close(); } };
}

/** measure says how the frame's document sits in it. */
const measure = (frame) => frame.evaluate(() => ({
  content: Math.ceil(document.documentElement.getBoundingClientRect().height),
  scrollHeight: document.documentElement.scrollHeight,
  scrollWidth: document.documentElement.scrollWidth,
  width: window.innerWidth,
  height: window.innerHeight,
}));

test('the iframe /embed suggests fits its board with no scrolling inside', { timeout: 120_000 }, async () => {
  const context = await site.browser.newContext();
  const docs = await context.newPage();
  await docs.goto(`${site.server.url}/embed`);
  const snippet = await docs.locator('pre code').first().textContent();
  await context.close();
  const [, src, w, h] = snippet.match(/src="https:\/\/this site([^"]*)"[^]*width="(\d+)" height="(\d+)"/);
  const { frame, close } = await framed(src.replaceAll('&amp;', '&'), Number(w), Number(h));
  await drawn(frame);
  const m = await measure(frame);
  assert.ok(m.scrollHeight <= m.height, `the snippet's frame scrolls: ${JSON.stringify(m)}`);
  assert.ok(m.content >= 0.97 * m.height, `the snippet's frame is far taller than its board: ${JSON.stringify(m)}`);
  await close();
});

for (const mode of ['view', 'play']) {
  test(`every game's ${mode} embed fits the size the share box and oEmbed suggest`, { timeout: 180_000 }, async () => {
    const { context, page } = await (async () => {
      const context = await site.browser.newContext();
      return { context, page: await context.newPage() };
    })();
    const res = await page.request.get(`${site.server.url}/oembed?url=${encodeURIComponent(`${site.server.url}/ur${mode === 'view' ? '?m=2:L4' : ''}`)}&format=json`);
    const { width, height } = await res.json();
    await context.close();
    for (const game of games) {
      const { frame, close } = await framed(`/embed/${game}${mode === 'view' ? '?mode=view' : ''}`, width, height);
      await drawn(frame);
      const m = await measure(frame);
      assert.ok(m.scrollHeight <= m.height && m.scrollWidth <= m.width, `${game} scrolls in ${width}×${height}: ${JSON.stringify(m)}`);
      await close();
    }
  });
}

test('from 300 to 1200 px wide, light and dark, an embed keeps to its width and opens on Tessera', { timeout: 240_000 }, async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const w of [300, 390, 640, 1200]) {
      const { page, frame, errors, close } = await framed('/embed/iris?size=5', w, 600, { sized: true, colorScheme });
      await drawn(frame);
      await page.waitForFunction(() => document.getElementById('f').style.height !== '');
      const m = await measure(frame);
      assert.ok(m.scrollWidth <= m.width, `${colorScheme} ${w}: ${m.scrollWidth} px wide in ${m.width}`);
      assert.ok(m.scrollHeight <= m.height, `${colorScheme} ${w}: sized, yet it scrolls: ${JSON.stringify(m)}`);
      const open = frame.locator('#open-on-tessera');
      assert.ok(await open.isVisible(), 'the embed offers to open on Tessera');
      if (w === 390) {
        await page.screenshot({ path: path.join(artifacts, `embed-390-${colorScheme}.png`), fullPage: true });
        // The link follows the game: after a move it opens that position.
        await frame.locator('#board-canvas').click({
          position: await frame.evaluate(() => {
            const c = window.tessera.cellCenter('e5');
            const r = document.getElementById('board-canvas').getBoundingClientRect();
            return { x: c.x - r.left, y: c.y - r.top };
          }),
        });
        await frame.waitForFunction(() => window.tessera.state().ply === 1);
        await open.hover();
        assert.equal(await open.getAttribute('href'), `${site.server.url}/iris?size=5&m=e5`);
        assert.equal(await open.getAttribute('target'), '_blank');
      }
      assert.deepEqual(errors, []);
      await close();
    }
  }
});

/**
 * recordTexts (an init script) records every text drawn on the board's
 * canvas since it was last cleared, with its box in CSS pixels as the
 * canvas measures it.
 */
function recordTexts() {
  const P = CanvasRenderingContext2D.prototype;
  const fill = P.fillText;
  const clear = P.clearRect;
  window.__texts = [];
  P.clearRect = function (...args) {
    if (this.canvas.id === 'board-canvas') window.__texts = [];
    return clear.apply(this, args);
  };
  P.fillText = function (s, x, y, ...rest) {
    if (this.canvas.id === 'board-canvas') {
      const m = this.measureText(s);
      const t = this.getTransform();
      const box = [x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent, x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent];
      window.__texts.push({ s, box: [t.a * box[0] + t.e, t.d * box[1] + t.f, t.a * box[2] + t.e, t.d * box[3] + t.f].map((v) => v / devicePixelRatio) });
    }
    return fill.call(this, s, x, y, ...rest);
  };
}

const intersect = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

test('the labels beside the board never overlap at 320, 400 and 640 px', { timeout: 600_000 }, async () => {
  const overlaps = [];
  let seen = 0;
  for (const game of games) {
    for (const w of [320, 400, 640]) {
      const { frame, close } = await framed(`/embed/${game}`, w, 900, { sized: true, init: recordTexts });
      await drawn(frame);
      // Words, not the board's coordinates (a letter or a number each).
      const texts = await frame.evaluate(() => window.__texts.filter((t) => /[A-Za-z]{2}/.test(t.s)));
      seen += texts.length;
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          if (intersect(texts[i].box, texts[j].box)) overlaps.push(`${game} at ${w}: "${texts[i].s}" and "${texts[j].s}"`);
        }
      }
      await close();
    }
  }
  assert.ok(seen > 0, 'the canvas draws labels');
  assert.deepEqual(overlaps, []);
});

test('a broken link inside an embed says so at the frame\'s size, without the site\'s header, with 400', { timeout: 60_000 }, async () => {
  const src = '/embed/ur?m=2:L4.9:Q9';
  assert.equal((await fetch(site.server.url + src)).status, 400);
  const { page, frame, errors, close } = await framed(src, 320, 600, { sized: true });
  await frame.locator('.problem-message').waitFor();
  assert.match(await frame.locator('main').textContent(), /cannot be opened/);
  assert.equal(await frame.locator('.site-header, .site-footer').count(), 0, 'no site header nor footer in the frame');
  assert.equal(await frame.locator('a[href="/embed/ur?m=2:L4"]').count(), 1, 'it offers the last legal position, as an embed');
  await page.waitForFunction(() => document.getElementById('f').style.height !== '');
  const m = await measure(frame);
  assert.ok(m.scrollWidth <= m.width && m.scrollHeight <= m.height, JSON.stringify(m));
  assert.ok(m.height < 600, `the message's frame is ${m.height} px tall, as tall as a page`);
  assert.deepEqual(errors.filter((e) => !/400/.test(e)), []);
  await close();
});
