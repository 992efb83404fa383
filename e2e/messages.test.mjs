// postMessage handlers check their sender and the message's shape (issue
// 10), in headless Chromium against `make serve`'s server (run `make build`
// first; BUILD=build/x for another build folder): junk and foreign-shaped
// messages posted to a board page, to an AI worker, to an embedded board
// and to the host script that sizes embeds raise no error and change
// nothing; the real messages still work afterwards.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, embedHostScript, watchPage, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state } from './lib/board.mjs';

let host; // a second origin: a page that embeds a board with the documented host script
let hostURL;

/** JUNK is what a stranger might post: primitives, look-alikes of every protocol's messages. */
const JUNK = [
  'junk', 42, null, [], {}, { type: 'init' }, { type: 'init', module: 'x', wasmExec: 'x' },
  { type: 'SKIP_WAITING' }, { type: 'tessera:height', height: 4000 }, { type: 'tessera:height', height: '4000' },
  '{"type":"reply","id":1,"reply":{"token":"a1"}}', '{"type":"fatal","error":"x"}',
];

const site = useSite('embed.html', async () => {
  const hostScript = await embedHostScript(site.browser, site.server.url);
  host = await startHost(() => `<!doctype html><html><body style="margin:0">
<iframe id="board" src="${site.server.url}/embed/ur" width="640" height="150" style="border:0"></iframe>
<script>${hostScript}</script>
</body></html>`);
  hostURL = host.url;
});
after(() => {
  host?.close();
});

/**
 * postThenSentinel, run in a page, posts every message of junk to the
 * page's own window, then the string sentinel, and resolves once the
 * sentinel is delivered: messages are delivered in order, so every
 * listener of the page has seen all the junk by then.
 */
function postThenSentinel({ junk, sentinel }) {
  return new Promise((resolve) => {
    addEventListener('message', function seen(e) {
      if (e.data === sentinel) { removeEventListener('message', seen); resolve(); }
    });
    for (const m of junk) window.postMessage(m, '*');
    window.postMessage(sentinel, '*');
  });
}

/** keepSentinels, run in a page, keeps the sentinel strings it is posted in window.sentinels. */
function keepSentinels() {
  window.sentinels = new Set();
  addEventListener('message', (e) => {
    if (typeof e.data === 'string' && e.data.startsWith('sentinel:')) window.sentinels.add(e.data);
  });
}

test('a board page ignores messages posted to its window', async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris#vs=people&seed=3`);
  const before = await state(page);
  await page.evaluate(postThenSentinel, { junk: JUNK, sentinel: 'sentinel:page' });
  assert.deepEqual(await state(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an AI worker ignores foreign-shaped messages and still answers the protocol', async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris#vs=people&seed=3`);
  const got = await page.evaluate(async (junk) => {
    const w = globalThis.tesseraSpawnWorker();
    const seen = [];
    w.addEventListener('message', (ev) => seen.push(ev.data));
    for (const m of junk.filter((j) => typeof j !== 'string')) w.postMessage(m); // a second init among them
    w.postMessage(JSON.stringify({ type: 'move', id: 7, request: { game: 'iris', options: { size: '5' }, allowed: ['e5', 'd4'], level: 'random', seed: 1 } }));
    // seen grows until its last message is of type: the worker answers
    // in order, so whatever the junk caused comes before.
    const until = (type) => new Promise((resolve) => {
      const check = () => {
        if (seen.length && JSON.parse(seen.at(-1)).type === type) resolve();
        else w.addEventListener('message', check, { once: true });
      };
      check();
    });
    await until('reply');
    w.postMessage('{"type":"move"'); // a string is Go's to read: it says it cannot
    await until('fatal');
    w.terminate();
    return seen;
  }, JUNK);
  assert.equal(got.length, 2, `one answer, then the fatal one: ${JSON.stringify(got)}`);
  const reply = JSON.parse(got[0]);
  assert.equal(reply.type, 'reply', got[0]);
  assert.equal(reply.id, 7);
  assert.ok(['e5', 'd4'].includes(reply.reply.token), `an allowed token: ${reply.reply.token}`);
  assert.equal(JSON.parse(got[1]).type, 'fatal');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the host script sizes a frame only from that frame, and only with a height', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 1000 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(hostURL);
  // The heights the embed itself tells from now on (it tells again when its height changes).
  await page.evaluate(() => {
    window.told = [];
    addEventListener('message', (e) => {
      if (e.source === document.getElementById('board').contentWindow && e.data?.type === 'tessera:height' && Number.isInteger(e.data.height)) {
        window.told.push(e.data.height);
      }
    });
  });
  const frame = await (await page.$('#board')).contentFrame();
  await drawn(frame);
  const height = () => page.evaluate(() => document.getElementById('board').getBoundingClientRect().height);
  await page.waitForFunction(() => document.getElementById('board').getBoundingClientRect().height !== 150);
  const sized = await height();
  const before = await state(frame);
  await page.evaluate(() => { window.told = []; });

  // Forged from the host page itself, and malformed from the frame; each
  // batch ends with a sentinel, delivered after it, awaited where it lands.
  await page.evaluate(postThenSentinel, { junk: JUNK, sentinel: 'sentinel:host' });
  await page.evaluate(keepSentinels);
  await frame.evaluate(() => {
    for (const height of ['4000', null, Infinity, NaN]) window.parent.postMessage({ type: 'tessera:height', height }, '*');
    window.parent.postMessage('tessera:height', '*');
    window.parent.postMessage('sentinel:frame', '*');
  });
  await page.waitForFunction(() => window.sentinels.has('sentinel:frame'));
  // Junk posted into the embed, which listens to nothing.
  await frame.evaluate(keepSentinels);
  await page.evaluate((junk) => {
    const embed = document.getElementById('board').contentWindow;
    for (const m of junk) embed.postMessage(m, '*');
    embed.postMessage('sentinel:embed', '*');
  }, JUNK);
  await frame.waitForFunction(() => window.sentinels.has('sentinel:embed'));
  const told = await page.evaluate(() => window.told.at(-1)); // the embed's own new height, if it told one
  assert.equal(await height(), told ?? sized);
  assert.deepEqual(await state(frame), before);

  // The real message still sizes it.
  await frame.evaluate(() => window.parent.postMessage({ type: 'tessera:height', height: 777 }, '*'));
  await page.waitForFunction(() => document.getElementById('board').getBoundingClientRect().height === 777);
  assert.deepEqual(errors, []);
  await context.close();
});
