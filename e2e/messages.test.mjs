// postMessage handlers check their sender and the message's shape (issue
// 10), in headless Chromium against `make serve`'s server (run `make build`
// first; BUILD=build/x for another build folder): junk and foreign-shaped
// messages posted to a board page, to an AI worker, to an embedded board
// and to the host script that sizes embeds raise no error and change
// nothing; the real messages still work afterwards.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServe, launchBrowser, startHost, embedHostScript, watchPage, build } from './lib/harness.mjs';
import { openBoard, drawn, state } from './lib/board.mjs';

let srv;
let browser;
let host; // a second origin: a page that embeds a board with the documented host script
let hostURL;

/** JUNK is what a stranger might post: primitives, look-alikes of every protocol's messages. */
const JUNK = [
  'junk', 42, null, [], {}, { type: 'init' }, { type: 'init', module: 'x', wasmExec: 'x' },
  { type: 'SKIP_WAITING' }, { type: 'tessera:height', height: 4000 }, { type: 'tessera:height', height: '4000' },
  '{"type":"reply","id":1,"reply":{"token":"a1"}}', '{"type":"fatal","error":"x"}',
];

before(async () => {
  assert.ok(existsSync(path.join(build, 'public/embed.html')), 'run make build first');
  srv = await startServe();
  browser = await launchBrowser();
  const hostScript = await embedHostScript(browser, srv.url);
  host = await startHost(() => `<!doctype html><html><body style="margin:0">
<iframe id="board" src="${srv.url}/embed/ur" width="640" height="150" style="border:0"></iframe>
<script>${hostScript}</script>
</body></html>`);
  hostURL = host.url;
});
after(async () => {
  await browser?.close();
  srv?.stop();
  host?.close();
});

test('a board page ignores messages posted to its window', async () => {
  const { context, page, errors } = await openBoard(browser, `${srv.url}/iris#seed=3`);
  const before = await state(page);
  await page.evaluate((junk) => { for (const m of junk) window.postMessage(m, '*'); }, JUNK);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500))); // the messages are delivered
  assert.deepEqual(await state(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an AI worker ignores foreign-shaped messages and still answers the protocol', async () => {
  const { context, page, errors } = await openBoard(browser, `${srv.url}/iris#seed=3`);
  const got = await page.evaluate(async (junk) => {
    const w = globalThis.tesseraSpawnWorker();
    const seen = [];
    w.addEventListener('message', (ev) => seen.push(ev.data));
    for (const m of junk.filter((j) => typeof j !== 'string')) w.postMessage(m); // a second init among them
    w.postMessage(JSON.stringify({ type: 'move', id: 7, request: { game: 'iris', options: { size: '5' }, allowed: ['e5', 'd4'], level: 'random', seed: 1 } }));
    const deadline = performance.now() + 60000;
    while (!seen.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500)); // anything more the junk caused
    const answered = seen.slice();
    w.postMessage('{"type":"move"'); // a string is Go's to read: it says it cannot
    while (seen.length === answered.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    w.terminate();
    return { answered, last: seen.at(-1) };
  }, JUNK);
  assert.equal(got.answered.length, 1, `one answer: ${JSON.stringify(got.answered)}`);
  const reply = JSON.parse(got.answered[0]);
  assert.equal(reply.type, 'reply', got.answered[0]);
  assert.equal(reply.id, 7);
  assert.ok(['e5', 'd4'].includes(reply.reply.token), `an allowed token: ${reply.reply.token}`);
  assert.equal(JSON.parse(got.last).type, 'fatal');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the host script sizes a frame only from that frame, and only with a height', async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 1000 }, reducedMotion: 'reduce' });
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

  // Forged from the host page itself, and malformed from the frame.
  await page.evaluate((junk) => { for (const m of junk) window.postMessage(m, '*'); }, JUNK);
  await frame.evaluate(() => {
    for (const height of ['4000', null, Infinity, NaN]) window.parent.postMessage({ type: 'tessera:height', height }, '*');
    window.parent.postMessage('tessera:height', '*');
  });
  // Junk posted into the embed, which listens to nothing.
  await page.evaluate((junk) => {
    for (const m of junk) document.getElementById('board').contentWindow.postMessage(m, '*');
  }, JUNK);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  const told = await page.evaluate(() => window.told.at(-1)); // the embed's own new height, if it told one
  assert.equal(await height(), told ?? sized);
  assert.deepEqual(await state(frame), before);

  // The real message still sizes it.
  await frame.evaluate(() => window.parent.postMessage({ type: 'tessera:height', height: 777 }, '*'));
  await page.waitForFunction(() => document.getElementById('board').getBoundingClientRect().height === 777);
  assert.deepEqual(errors, []);
  await context.close();
});
