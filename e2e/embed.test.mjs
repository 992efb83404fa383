// Embedding end to end in headless Chromium against `make serve`'s server
// (run `make build` first; BUILD=build/x for another build folder): a page
// on a second local origin embeds a board in each mode with the host
// script the /embed page documents, receives the tessera:height message
// and sizes its frames by it; play mode plays, the computer's levels
// included; view mode steps with its buttons and keys and takes no moves;
// theme= forces the colours; the oEmbed answer is valid
// JSON with the fields the spec requires, and every game page points at
// it; the play page's share box copies the canonical link, the embed code
// of the position shown (which opens that very position) and the picture's
// address.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startHost, embedHostScript, watchPage, artifacts, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, setOption, until } from './lib/board.mjs';

// An Ur game of 12 plies, checked by the referee, and an Iris one of three
// on side 5: a gray stone, then a perimeter stone and its opposite.
const UR = '2:L4.3:R4.1:L2.4:R1.2:L4.4:R4.1:R4.1:L4.1:R0.1:L1.3:L4.3:R3';
const IRIS = 'e5.a1.i9';

let host; // the second origin: a page that embeds boards
let hostURL;
let hostScript; // the host script, as the /embed page shows it

const site = useSite('embed.html', async () => {
  hostScript = await embedHostScript(site.browser, site.server.url);
  // GET /?f=<embed path>&f=...: one iframe per f, 640 wide and 150 tall
  // until told better, the documented host script, and a recorder of every
  // message with the id of the frame it came from.
  host = await startHost((url) => {
    const frames = url.searchParams.getAll('f');
    return `<!doctype html><html><body style="margin:0">
${frames.map((f, i) => `<iframe id="f${i}" src="${site.server.url}${f}" width="640" height="150" style="border:0;vertical-align:top"></iframe>`).join('\n')}
<script>
window.got = [];
addEventListener('message', (e) => {
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source);
  got.push({ frame: frame ? frame.id : null, origin: e.origin, data: e.data });
});
</script>
<script>${hostScript}</script>
</body></html>`;
  });
  hostURL = host.url;
});
after(() => {
  host?.close();
});

/** hostPage opens the host page with frames of the embed paths. */
async function hostPage(paths, options = {}) {
  const context = await site.browser.newContext({
    viewport: { width: 1320, height: 1100 },
    reducedMotion: 'reduce',
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors = watchPage(page);
  const q = paths.map((p) => `f=${encodeURIComponent(p)}`).join('&');
  await page.goto(`${hostURL}/?${q}`);
  const frames = [];
  for (let i = 0; i < paths.length; i++) {
    const frame = await (await page.$(`#f${i}`)).contentFrame();
    await drawn(frame);
    frames.push(frame);
  }
  return { context, page, frames, errors };
}

/** sized waits until frame fN's height is its last height message's. */
async function sized(page, id) {
  return page.waitForFunction((frame) => {
    const told = window.got.filter((m) => m.frame === frame && m.data?.type === 'tessera:height').at(-1);
    const el = document.getElementById(frame);
    return told && el.getBoundingClientRect().height === told.data.height && told;
  }, id, { timeout: 30000 }).then((h) => h.jsonValue());
}

/** clickCell clicks a cell of the board in frame, scrolled into view. */
async function clickCell(frame, cell) {
  const at = await frame.evaluate((name) => {
    const c = window.tessera.cellCenter(name);
    const r = document.getElementById('board-canvas').getBoundingClientRect();
    return c && { x: c.x - r.left, y: c.y - r.top };
  }, cell);
  assert.ok(at, `no centre for ${cell}`);
  await frame.locator('#board-canvas').click({ position: at });
}

test('the /embed page documents the parameters and runs the host script it shows', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/embed`);
  for (const word of ['mode', 'theme', 'ply', 'tessera:height', '/oembed?url=']) {
    assert.match(await page.locator('main').textContent(), new RegExp(word.replace(/[?]/g, '\\?')), `the page speaks of ${word}`);
  }
  const src = await page.locator('script[src*="embed-host"]').getAttribute('src');
  assert.equal(await (await fetch(`${site.server.url}${src}`)).text(), hostScript, 'the snippet shown is the script the page runs');
  // The live examples, one per mode, are sized by their height messages.
  for (const id of ['example-view', 'example-play']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.waitForFunction((frame) => document.getElementById(frame).style.height !== '', id, { timeout: 60000 });
  }
  assert.match(await page.locator('#example-view').getAttribute('src'), /mode=view/);
  assert.doesNotMatch(await page.locator('#example-play').getAttribute('src'), /mode=view/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a page on another origin embeds a board in each mode and sizes each by its height message', { timeout: 120000 }, async () => {
  const view = `/embed/ur?mode=view&m=${UR}&ply=3`;
  const play = '/embed/iris?theme=light&size=5&mode=play';
  const { context, page, frames: [viewFrame, playFrame], errors } = await hostPage([view, play]);
  for (const id of ['f0', 'f1']) {
    const told = await sized(page, id);
    assert.equal(told.origin, site.server.url, 'the message comes from the embed\'s origin');
    assert.deepEqual(Object.keys(told.data).sort(), ['height', 'type'], 'the message carries nothing else');
    assert.ok(Number.isInteger(told.data.height) && told.data.height > 300, `a board's height: ${told.data.height}`);
  }
  // Sized, a frame shows its whole page: no scrollbar. The embed knows its
  // host listens: its board no longer fits the frame's height, it sets it.
  for (const frame of [viewFrame, playFrame]) {
    assert.ok(await frame.evaluate(() => 'sized' in document.documentElement.dataset), 'the embed knows it is sized');
    assert.ok(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), 'no scrolling inside the frame');
  }
  await page.screenshot({ path: path.join(artifacts, 'embed-host.png') });

  // View mode: a diagram at ply 3, its controls of play gone.
  assert.equal(await viewFrame.evaluate(() => document.documentElement.dataset.mode), 'view');
  let s = await state(viewFrame);
  assert.equal(s.viewPly, 3);
  assert.equal(s.tokens.join('.'), UR);
  for (const sel of ['#undo', '#new-game', '#share', '#roll']) {
    assert.equal(await viewFrame.locator(sel).isVisible(), false, `${sel} is hidden in view mode`);
  }
  assert.ok(await viewFrame.locator('#forward').isVisible());

  // Play mode: a move by a click; the embed keeps its parameters in its
  // address, and the link it shares is the canonical play URL, without them.
  assert.equal(await playFrame.evaluate(() => document.documentElement.dataset.mode), 'play');
  assert.equal(await playFrame.locator('#settings').isVisible(), false, 'the site\'s settings are not the embed\'s');
  assert.ok(await playFrame.locator('#new-game').isVisible());
  await clickCell(playFrame, 'e5');
  await playFrame.waitForFunction(() => window.tessera.state().ply === 1, null, { timeout: 10000 });
  assert.deepEqual((await state(playFrame)).tokens, ['e5']);
  assert.equal(await playFrame.evaluate(() => location.search), '?theme=light&size=5&m=e5');
  await playFrame.locator('#share').click();
  assert.equal(await playFrame.locator('#share-url').inputValue(), `${site.server.url}/iris?size=5&m=e5`);
  await sized(page, 'f1'); // the share box grew the page: the frame follows
  assert.deepEqual(errors, []);
  await context.close();
});

test('play mode on another origin includes the computer\'s levels', { timeout: 120000 }, async () => {
  const { context, frames: [frame], errors } = await hostPage(['/embed/iris?size=5#pace=0']);
  await frame.locator('#new-game').click();
  const dialog = frame.locator('#new-game-dialog');
  await dialog.locator('select[name=side1]').selectOption('random');
  await setOption(dialog, 'size', 5);
  await frame.locator('#new-game-start').click();
  await frame.waitForFunction(() => !document.getElementById('new-game-dialog').open);
  await until(frame, (s) => s.ply === 0 && s.sides[1] === 'random', 'the new game against the random mover');
  await clickCell(frame, 'e5');
  await until(frame, (s) => s.ply >= 1, 'the stone on e5');
  // The computer, white, answers in the frame's own AI worker: its two
  // stones, or a pass (a legal move the random mover may pick).
  const s = await until(frame, (t) => t.ply >= 2 && t.toMove === 'black', 'the computer\'s reply', 60000);
  assert.deepEqual(s.sides, ['human', 'random']);
  assert.equal(s.tokens[0], 'e5');
  assert.ok(s.tokens.length === 3 || s.tokens[1] === 'pass', `the computer's reply: ${s.tokens}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('view mode steps with its buttons and the keys, and takes no moves', { timeout: 120000 }, async () => {
  const view = `/embed/iris?mode=view&size=5&m=${IRIS}&ply=1`;
  const { context, page, frames: [frame], errors } = await hostPage([view]);
  const ply = async () => (await state(frame)).viewPly;
  assert.equal(await ply(), 1);
  await frame.locator('#forward').click();
  assert.equal(await ply(), 2);
  await frame.locator('#back').click();
  await frame.locator('#back').click();
  assert.equal(await ply(), 0);
  await frame.locator('#last').click();
  assert.equal(await ply(), 3);
  // A click on an empty cell plays nothing, and focuses the board for keys.
  await clickCell(frame, 'c3');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await ply(), 2);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('[');
  assert.equal(await ply(), 0);
  await page.keyboard.press('ArrowRight');
  assert.equal(await ply(), 1);
  await page.keyboard.press('End');
  assert.equal(await ply(), 3);
  await page.keyboard.press('Home');
  assert.equal(await ply(), 0);
  const s = await state(frame);
  assert.equal(s.tokens.join('.'), IRIS, 'nothing was played');
  assert.equal(await frame.evaluate(() => location.search), `?mode=view&size=5&m=${IRIS}&ply=1`, 'the address is left alone');
  await page.screenshot({ path: path.join(artifacts, 'embed-view.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('theme= forces the colours over the host\'s preference', { timeout: 120000 }, async () => {
  const position = `size=5&m=${IRIS}`;
  const { context, frames, errors } = await hostPage([
    `/embed/iris?mode=view&theme=dark&${position}`,
    `/embed/iris?mode=view&${position}`,
  ], { colorScheme: 'light' });
  const look = (frame) => frame.evaluate(() => ({
    theme: document.documentElement.dataset.theme ?? '',
    background: getComputedStyle(document.body).backgroundColor,
  }));
  assert.deepEqual(await look(frames[0]), { theme: 'dark', background: 'rgb(23, 24, 28)' });
  assert.deepEqual(await look(frames[1]), { theme: '', background: 'rgb(246, 243, 236)' });
  // The canvas follows too: the same position drawn in other colours.
  const pixels = await Promise.all(frames.map((f) => f.evaluate(() => {
    const c = window.tessera.cellCenter('c3');
    const canvas = document.getElementById('board-canvas');
    const r = canvas.getBoundingClientRect();
    const k = canvas.width / r.width;
    return [...canvas.getContext('2d').getImageData(Math.round((c.x - r.left) * k), Math.round((c.y - r.top) * k), 1, 1).data];
  })));
  assert.notDeepEqual(pixels[0], pixels[1], 'an empty cell differs between dark and light');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the oEmbed answer is valid JSON with the required fields; every game page points at it', async () => {
  const page = `${site.server.url}/ur?m=${UR}&ply=5`;
  const res = await fetch(`${site.server.url}/oembed?url=${encodeURIComponent(page)}&format=json`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/json');
  const o = await res.json();
  assert.equal(o.type, 'rich');
  assert.equal(o.version, '1.0');
  assert.equal(o.provider_name, 'Tessera');
  assert.equal(o.provider_url, `${site.server.url}/`);
  assert.match(o.title, /^Royal Game of Ur: /);
  assert.ok(Number.isInteger(o.width) && Number.isInteger(o.height) && o.width > 0 && o.height > 0);
  const src = o.html.match(/^<iframe src="([^"]*)"[^>]* width="(\d+)" height="(\d+)"[^>]*><\/iframe>$/);
  assert.ok(src, `html is an iframe: ${o.html}`);
  assert.equal(src[1].replaceAll('&amp;', '&'), `${site.server.url}/embed/ur?mode=view&m=${UR}&ply=5`);
  assert.deepEqual([Number(src[2]), Number(src[3])], [o.width, o.height]);
  assert.equal(o.thumbnail_url, `${site.server.url}/preview/ur.png?m=${UR}&ply=5`);
  assert.deepEqual([o.thumbnail_width, o.thumbnail_height], [1200, 630]);

  assert.equal((await fetch(`${site.server.url}/oembed?url=${encodeURIComponent(page)}&format=xml`)).status, 501);
  assert.equal((await fetch(`${site.server.url}/oembed?url=${encodeURIComponent('https://example.com/ur')}`)).status, 404);

  // The discovery link of a share page, and of a static game page.
  for (const [url, wantSrc] of [[page, `${site.server.url}/embed/ur?mode=view&m=${UR}&ply=5`], [`${site.server.url}/iris`, `${site.server.url}/embed/iris`]]) {
    const html = await (await fetch(url)).text();
    const href = html.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]*)"/);
    assert.ok(href, `${url} has an oEmbed discovery link`);
    const found = await (await fetch(new URL(href[1].replaceAll('&amp;', '&'), url))).json();
    assert.equal(found.html.match(/src="([^"]*)"/)[1].replaceAll('&amp;', '&'), wantSrc);
  }
});

test('the share box copies the canonical link, the embed code of the position shown and the picture', { timeout: 120000 }, async () => {
  const url = `${site.server.url}/ur?m=${UR}&ply=5`;
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(url);
  await drawn(page);

  // By keyboard: the Share button opens the box and copies the link.
  await page.focus('#share');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /copied/i.test(document.getElementById('share-status').textContent), null, { timeout: 10000 });
  assert.equal(await page.locator('#share-url').inputValue(), url, 'the canonical link of the position shown');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
  const code = await page.locator('#share-embed').inputValue();
  const src = code.match(/<iframe src="([^"]*)"/)[1].replaceAll('&amp;', '&');
  assert.equal(src, `${site.server.url}/embed/ur?mode=view&m=${UR}&ply=5`);
  await page.locator('#share-copy-embed').click();
  await page.waitForFunction(() => /embed code copied/i.test(document.getElementById('share-status').textContent), null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  assert.equal(await page.locator('#share-picture').getAttribute('href'), `/preview/ur.png?m=${UR}&ply=5`);
  assert.notEqual(await page.locator('#share-picture').getAttribute('download'), null);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#share-box').isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'share');

  // The embed code opens that very position, as a diagram.
  const embed = await context.newPage();
  await embed.goto(src);
  await drawn(embed);
  const s = await state(embed);
  assert.equal(s.tokens.join('.'), UR);
  assert.equal(s.viewPly, 5);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without clipboard access the share box selects the field to copy', { timeout: 120000 }, async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris?size=5&m=${IRIS}`);
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await page.locator('#share').click();
  await page.locator('#share-copy-embed').click();
  await page.waitForFunction(() => /Copy this embed code/.test(document.getElementById('share-status').textContent));
  const sel = await page.evaluate(() => {
    const el = document.activeElement;
    return { id: el.id, start: el.selectionStart, end: el.selectionEnd, length: el.value.length };
  });
  assert.deepEqual(sel, { id: 'share-embed', start: 0, end: sel.length, length: sel.length });
  assert.ok(sel.length > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the turn line tells of the position shown, not of the record\'s end', { timeout: 120000 }, async () => {
  // A Carteso game on side 5, checked by the referee: vertical places
  // first, five stones, then both pass and the game ends, vertical ahead.
  const record = 'Ba1.Ba2.Wb1.Wb2.Wa3.pass.pass';
  const { context, page, frames: [frame], errors } = await hostPage([`/embed/carteso?mode=view&size=5&m=${record}&ply=2`]);
  /** shows waits until the frame shows ply and returns its turn line and whether the result shows. */
  const shows = async (at, ply) => {
    await at.waitForFunction((n) => window.tessera.state().viewPly === n, ply, { timeout: 10000 });
    return { turn: (await at.locator('#turn').textContent()).trim(), result: await at.locator('#winner').isVisible() };
  };
  let seen = await shows(frame, 2);
  assert.match(seen.turn, /^Vertical\b.* to move$/, 'two stones placed: vertical to move');
  assert.equal(seen.result, false, 'no result before the end');
  await frame.locator('#forward').click();
  assert.match((await shows(frame, 3)).turn, /^Horizontal\b.* to move$/);
  await frame.locator('#last').click();
  seen = await shows(frame, 7);
  assert.equal(seen.turn, 'Game over');
  assert.ok(seen.result, 'the result shows at the end');
  assert.match(await frame.locator('#winner-text').textContent(), /^Vertical\b.* wins/);
  await frame.locator('#back').click();
  seen = await shows(frame, 6);
  assert.match(seen.turn, /^Vertical\b.* to move$/, 'after one pass vertical is to move');
  assert.equal(seen.result, false, 'the result is gone a ply before the end');
  assert.deepEqual(errors, []);
  await context.close();

  // The play page, reviewing the same finished game, says the same turn;
  // its result and what to do next stay, as it is the game's.
  const play = await openBoard(site.browser, `${site.server.url}/carteso?size=5&m=${record}&ply=2`);
  seen = await shows(play.page, 2);
  assert.match(seen.turn, /^Vertical\b.* to move$/);
  assert.ok(seen.result);
  assert.deepEqual(play.errors, []);
  await play.context.close();
});
