// Every page at phone widths, in headless Chromium against `make serve`'s
// server (run `make build` first): at 360×640 with touch no page of
// e2e/lib/pages.mjs scrolls sideways (wide tables and charts scroll in
// their own box), and at 360 and 390 px the site header takes one line
// and shows every game; a
// report page at 390 px speaks to players first (screenshots in
// test-artifacts/report-390-light.png and -dark.png).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import path from 'node:path';
import { useSite, artifacts } from './lib/harness.mjs';
import { pages, visit } from './lib/pages.mjs';

const site = useSite('index.html');

/** phone opens a touch context width px wide. */
function phone(width, height = 640) {
  return site.browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
}

test('no page scrolls sideways at 360×640', { timeout: 300_000 }, async () => {
  const context = await phone(360);
  const page = await context.newPage();
  const wide = [];
  for (const p of pages) {
    assert.equal(await visit(page, site.server.url, p), p.status, p.path);
    // The viewport's width as set, not innerWidth: on a phone a page too
    // wide zooms out, and innerWidth grows with it.
    const { scroll, inner, culprits } = await page.evaluate((inner) => {
      // What sticks out, for the message: elements whose right edge passes
      // the viewport's and that no scrolling box of their own contains.
      const culprits = [...document.querySelectorAll('body *')].filter((el) => {
        if (el.getBoundingClientRect().right <= inner + 0.5) return false;
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(a).overflowX) && a !== document.body && a !== document.documentElement) return false;
        }
        return true;
      }).slice(0, 5).map((el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''} (${Math.round(el.getBoundingClientRect().right)})`);
      return { scroll: document.documentElement.scrollWidth, inner, culprits };
    }, page.viewportSize().width);
    if (scroll > inner) wide.push(`${p.path}: ${scroll} px wide in ${inner}: ${culprits.join(', ')}`);
  }
  await context.close();
  assert.deepEqual(wide, []);
});

for (const width of [360, 390]) {
  test(`the site header takes one line at ${width} px`, async () => {
    const context = await phone(width, 800);
    const page = await context.newPage();
    for (const path of ['/', '/iris', '/ur/report', '/embed', '/no-such-page']) {
      await page.goto(site.server.url + path);
      const rows = await page.locator('.site-header a').evaluateAll((links) => links.map((a) => {
        const r = a.getBoundingClientRect();
        return { text: a.textContent, top: r.top, bottom: r.bottom };
      }));
      assert.equal(rows.length, 6, `${path}: the brand and five games`);
      const middles = rows.map((r) => (r.top + r.bottom) / 2);
      const spread = Math.max(...middles) - Math.min(...middles);
      assert.ok(spread < 6, `${path}: the header's links lie on more than one line: ${JSON.stringify(rows)}`);
      const nav = await page.locator('.site-header nav').evaluate((n) => [n.scrollWidth, n.clientWidth]);
      assert.ok(nav[0] <= nav[1], `${path}: the games are cut off: ${nav}`);
      const header = await page.locator('.site-header').boundingBox();
      assert.ok(header.height < 2 * Math.min(...rows.map((r) => r.bottom - r.top)) + 24,
        `${path}: the header is ${header.height} px tall`);
    }
    await context.close();
  });
}

test('a report page on a phone speaks to players first, its method at the bottom', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/ur/report`);
    // Every section of figures opens with what they mean, before any table.
    const sections = await page.locator('.report section').evaluateAll((list) => list.map((s) => ({
      id: s.id, first: s.querySelector('h2 + *')?.className, tables: s.querySelectorAll('table').length,
    })));
    assert.equal(sections.at(-1).id, 'method', 'the method comes last');
    assert.match(await page.locator('#method').textContent(), /go run \.\/ai\/cmd\/report ur/);
    assert.doesNotMatch(await page.locator('.report .lead').textContent(), /go run|seed/i, 'the lead speaks to players');
    for (const s of sections.filter((x) => x.tables > 0 && x.id !== 'solved')) assert.equal(s.first, 'says', `#${s.id} opens with its meaning`);
    // Ur has no mirrors: no caption speaks of them.
    assert.doesNotMatch(await page.locator('figcaption').allTextContents().then((t) => t.join(' ')), /mirror|purple/i);
    await page.screenshot({ path: path.join(artifacts, `report-390-${colorScheme}.png`), fullPage: true });
    await context.close();
  }
});

test('the report names the levels as the New game dialog does', { timeout: 60_000 }, async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.server.url}/iris#vs=people`);
  await page.waitForFunction(() => document.querySelectorAll('#side1 option').length > 1, null, { timeout: 30_000 });
  const dialog = await page.locator('#side1 option').allTextContents();
  await page.goto(`${site.server.url}/iris/report`);
  const names = await page.locator('#levels .table-box').first().locator('tbody th, tbody td:first-of-type').allTextContents();
  assert.ok(names.length > 0);
  for (const name of names) {
    const [, n, words] = name.match(/^Level (\d+) · (.+)$/) ?? [];
    assert.ok(n, `${name} is named by its number and name`);
    assert.ok(dialog.some((o) => o.includes(`level ${n} · ${words}`)), `${name} is not among the dialog's ${JSON.stringify(dialog)}`);
  }
  await context.close();
});
