// Previews, in headless Chromium against `make serve`'s site.server ($BUILD/bin/
// serve over $BUILD/public; run `make build` first): a shared URL's meta
// tags name the preview of its position (/preview/<game>.png?<query>), which
// is a valid PNG of the size the tags declare, and whose pixels show the
// piece the position has: Iris's first stone, black, on g7 (the board's
// centre), where the start of the game (the plain page's preview) shows an
// empty cell.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchPage, useSite } from './lib/harness.mjs';

const site = useSite();

/** meta opens path and returns its og:/twitter: meta tags by name, image URLs made absolute. */
async function meta(page, path) {
  const response = await page.goto(site.server.url + path, { waitUntil: 'domcontentloaded' });
  assert.equal(response.status(), 200, path);
  const tags = await page.evaluate(() => Object.fromEntries(
    [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')]
      .map((m) => [m.getAttribute('property') ?? m.getAttribute('name'), m.content])));
  for (const k of ['og:image', 'twitter:image']) if (tags[k]) tags[k] = new URL(tags[k], page.url()).href;
  return tags;
}

/** pngSize checks bytes are a PNG (signature, IHDR first) and returns its width and height. */
function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  assert.deepEqual([...bytes.subarray(0, 8)], signature, 'the PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("a shared Iris position's meta tags name a PNG preview that shows its stone", async () => {
  const page = await site.browser.newPage();
  const errors = watchPage(page);
  const shared = await meta(page, '/iris?m=g7');
  const start = await meta(page, '/iris');
  assert.equal(shared['og:image'], `${site.server.url}/preview/iris.png?m=g7`);
  assert.equal(shared['twitter:image'], shared['og:image']);
  assert.equal(shared['twitter:card'], 'summary_large_image');
  assert.equal(start['og:image'], `${site.server.url}/preview/iris.png`);

  const width = Number(shared['og:image:width']);
  const height = Number(shared['og:image:height']);
  assert.deepEqual([width, height], [1200, 630]);
  for (const url of [shared['og:image'], start['og:image']]) {
    const res = await fetch(url);
    assert.equal(res.status, 200, url);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.deepEqual(pngSize(Buffer.from(await res.arrayBuffer())), { width, height }, url);
  }

  // In the page (same origin), decode both previews and find the pixels
  // that are dark in the shared position and light at the start: a black
  // stone makes a dense disc of them (the panel's text moves a few more).
  const found = await page.evaluate(async ([withStone, empty]) => {
    const pixels = async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const c = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      return { w: img.naturalWidth, h: img.naturalHeight, data: ctx.getImageData(0, 0, c.width, c.height).data };
    };
    const a = await pixels(withStone);
    const b = await pixels(empty);
    const lum = (d, i) => 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];
    const xs = [];
    const ys = [];
    for (let y = 0; y < a.h; y++) {
      for (let x = 0; x < a.w; x++) {
        const i = 4 * (y * a.w + x);
        if (lum(a.data, i) < 70 && lum(b.data, i) > 150) { xs.push(x); ys.push(y); }
      }
    }
    const median = (v) => [...v].sort((p, q) => p - q)[v.length >> 1];
    const cx = median(xs);
    const cy = median(ys);
    const near = xs.filter((x, i) => Math.abs(x - cx) <= 40 && Math.abs(ys[i] - cy) <= 40).length;
    // The board's extent at the start, across and down through (cx, cy):
    // the first and last pixels unlike the page's background.
    const bg = b.data.slice(0, 3);
    const unlike = (x, y) => { const i = 4 * (y * b.w + x); return Math.abs(b.data[i] - bg[0]) + Math.abs(b.data[i + 1] - bg[1]) + Math.abs(b.data[i + 2] - bg[2]) > 60; };
    const first = (n, f) => { for (let i = 0; i < n; i++) if (f(i)) return i; return -1; };
    const last = (n, f) => { for (let i = n - 1; i >= 0; i--) if (f(i)) return i; return -1; };
    const across = (first(b.w, (x) => unlike(x, cy)) + last(b.w, (x) => unlike(x, cy))) / 2;
    const down = (first(b.h, (y) => unlike(cx, y)) + last(b.h, (y) => unlike(cx, y))) / 2;
    return { size: [a.w, a.h], changed: xs.length, near, cx, cy, boardCentre: [across, down] };
  }, [shared['og:image'], start['og:image']]);
  const what = JSON.stringify(found);
  assert.deepEqual(found.size, [width, height]);
  assert.ok(found.near >= 700, `a stone-sized dark disc appears: ${what}`);
  // g7 is the centre of Iris's side-7 board (docs/rules.md): so is the stone, to
  // within a fifth of the cells' spacing (about 48 pixels; the board's
  // shadow and the stone's shine move both centres a little).
  assert.ok(Math.abs(found.boardCentre[0] - found.cx) <= 10 && Math.abs(found.boardCentre[1] - found.cy) <= 10,
    `the stone is at the board's centre: ${what}`);
  await page.close();
  assert.deepEqual(errors, []);
});

test('a preview of a broken link is refused in words', async () => {
  const res = await fetch(`${site.server.url}/preview/iris.png?m=g7.g7`);
  assert.equal(res.status, 400);
  assert.match(res.headers.get('content-type'), /^text\/html/);
  assert.match(await res.text(), /move 2, &#34;g7&#34;, cannot be played|move 2, "g7", cannot be played/);
});
