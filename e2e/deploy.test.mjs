// Deploys never strand a player, under `wrangler dev` (run `make worker`
// first): a share link opened under build A, then opened again in the same
// browser after build B replaced A (new content-hashed assets, A's gone),
// plays B. Go renders share pages per URL; were they cached by browsers
// (they were sent with max-age=86400), the second visit would show A's
// page, whose scripts no longer exist.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, freePort, launchBrowser, root, startWrangler, watchPage } from './lib/harness.mjs';
import { drawn, state } from './lib/board.mjs';
import { reportCSP } from './lib/csp.mjs';

let browser;
let tmp;
before(async () => {
  assert.ok(existsSync(path.join(build, 'worker/app.wasm')), 'run make worker first');
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-deploy-'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/**
 * config writes a wrangler config (its name a word) serving the site
 * folder site with the repository's Worker, and returns wrangler dev's
 * arguments for it.
 */
function config(site, name) {
  const text = readFileSync(path.join(root, 'wrangler.jsonc'), 'utf8')
    .replace('"main": "site/worker/entry.mjs"', `"main": ${JSON.stringify(path.join(root, 'site/worker/entry.mjs'))}`)
    .replace('"directory": "build/public"', `"directory": ${JSON.stringify(site)}`)
    .replace('"$schema": "node_modules/wrangler/config-schema.json",', '');
  assert.ok(text.includes(JSON.stringify(site)), 'the config names the site folder');
  const file = path.join(tmp, `wrangler-${name}.jsonc`);
  writeFileSync(file, text);
  // One persisted state for both builds, as the edge's cache outlives a deploy.
  return ['--config', file, '--persist-to', path.join(tmp, `state-${name}`)];
}

/** bootScript is the URL path of the boot script a built page names. */
const bootScript = (html) => /<script src="(\/assets\/js\/boot\.[0-9a-f]+\.js)"/.exec(html)[1];

// Twice: with service workers blocked, the browser's HTTP cache alone
// decides (the old header failed here); with build A's service worker in
// control, its network fetch of the page goes through that cache too.
for (const serviceWorkers of ['block', 'allow']) {
  test(`a share link opened before a deploy plays after it, in the same browser (service workers: ${serviceWorkers})`, { timeout: 600_000 }, async () => {
    const site = path.join(tmp, `site-${serviceWorkers}`);
    cpSync(path.join(build, 'public'), site, { recursive: true });
    const args = config(site, serviceWorkers);
    const port = await freePort();
    const link = '/ur?m=4:L4.2:L0';

    const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers });
    await reportCSP(context);
    let worker = await startWrangler(args, port);
    try {
      const page = await context.newPage();
      const errors = watchPage(page);
      const first = await page.goto(worker.url + link);
      assert.equal(first.status(), 200);
      const bootA = bootScript(await first.text());
      await drawn(page);
      assert.deepEqual((await state(page)).tokens, ['4:L4', '2:L0']);
      assert.match(first.headers()['cache-control'], /max-age=0, must-revalidate/);
      if (serviceWorkers === 'allow') {
        await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
      }
      await page.close();
      assert.deepEqual(errors, []);
      worker.stop();
      worker = null;

      // Build B: its boot script and stylesheet changed, so their URLs; A's
      // are gone. (Code, not comments, which the build's minifier drops.)
      const staticB = path.join(tmp, `static-${serviceWorkers}`);
      cpSync(path.join(root, 'static'), staticB, { recursive: true });
      appendFileSync(path.join(staticB, 'js/boot.js'), "document.documentElement.dataset.build = 'B';\n");
      appendFileSync(path.join(staticB, 'css/board.css'), '.build-b { color: red; }\n');
      execFileSync('go', ['run', './site/cmd/publish', '-static', staticB, '-wasm', path.join(build, 'wasm'), '-cache', path.join(build, 'cache'), '-out', site],
        { cwd: root, stdio: 'ignore' });
      assert.ok(!existsSync(path.join(site, bootA.slice(1))), "build A's boot script is gone");

      worker = await startWrangler(args, port);
      const again = await context.newPage();
      const errorsB = watchPage(again);
      const second = await again.goto(worker.url + link);
      // Without a service worker the page must be B's. With A's in control
      // it may be either: B's from the network, or, if the network is slower
      // than the worker's patience, A's cached copy, whose assets it holds.
      if (serviceWorkers === 'block') assert.notEqual(bootScript(await second.text()), bootA, 'the page names build B');
      await drawn(again);
      assert.deepEqual((await state(again)).tokens, ['4:L4', '2:L0'], 'the same position plays');
      assert.deepEqual(errorsB, []);
    } finally {
      worker?.stop();
      await context.close();
    }
  });
}
