// A game's report page (/iris/report), in headless Chromium against `make
// serve`'s site.server (run `make build` first): the charts are there, the play
// and rules pages link to it, and "Measure on this device" runs random
// playouts in an AI worker, its progress bar filling up to a positive
// figure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchPage, useSite } from './lib/harness.mjs';

const site = useSite();

test('the Iris report shows its charts and measures playouts in this browser', async () => {
  const page = await site.browser.newPage();
  const errors = watchPage(page);
  const response = await page.goto(`${site.server.url}/iris/report`);
  assert.equal(response.status(), 200);
  assert.match(await page.locator('h1').first().textContent(), /Iris/);
  assert.ok(await page.locator('svg.chart').count() >= 4, 'histogram, first player, pairings and heat map');
  assert.ok(await page.locator('#openings svg.chart circle[fill^="#"]').count() > 0, 'the heat map marks the first moves');
  assert.match(await page.locator('#bias').textContent(), /Seed report/, 'the seed report stands beside ours');

  const bar = page.locator('#measure-progress');
  assert.equal(Number(await bar.getAttribute('value')), 0);
  await page.locator('#measure').click();
  // The bar moves while the worker plays (progress messages), then fills.
  await page.waitForFunction(() => {
    const p = document.getElementById('measure-progress');
    return p.value > 0 && p.value < 1;
  }, null, { timeout: 60_000, polling: 50 });
  await page.waitForFunction(() => document.getElementById('measure-result').dataset.perSecond !== undefined,
    null, { timeout: 120_000 });
  assert.equal(await bar.evaluate((p) => p.value), 1);
  const perSecond = Number(await page.locator('#measure-result').getAttribute('data-per-second'));
  assert.ok(perSecond > 0, `playouts a second: ${perSecond}`);
  assert.match(await page.locator('#measure-result').textContent(), /random playouts a second/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the play and rules pages link to the report from their footer', async () => {
  const page = await site.browser.newPage();
  for (const path of ['/iris', '/iris/rules']) {
    await page.goto(site.server.url + path);
    assert.equal(await page.locator('a[href="/iris/report"]').count(), 1, `${path} links to the report`);
    assert.equal(await page.locator('footer a[href="/iris/report"]').textContent(), 'Engine statistics', 'from its footer');
  }
  await page.close();
});
