// The board editor end to end in headless Chromium against `make serve`'s
// server (run `make build` first): on Iris side 5, a position set up by
// clicks, an impossible one refused with its reason while the editor stays
// open, a valid one played from, its share link reopening the same
// position, the saved game keeping it, Cancel returning to the game, and a
// setup= link with a bad setup answered with its reason.
//
// Cells of side 5 (docs/rules.md): a1..i9, centre e5; a1 is on the rim and its
// opposite is i9; rim cells fill in opposite pairs of one colour.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, text, until, clickCell } from './lib/board.mjs';

const site = useSite('iris.html');

/** editor is the editor as the page sees it. */
const editor = (page) => page.evaluate(() => window.tessera.editor());

/** untilEditor polls the editor until pred holds, failing after 30 s with what. */
async function untilEditor(page, pred, what) {
  const deadline = Date.now() + 30000;
  for (;;) {
    const e = await editor(page);
    if (pred(e)) return e;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(e)}`);
    await page.waitForTimeout(25);
  }
}

/** setCell clicks cell until the editor shows it holding kind ('' empty). */
async function setCell(page, cell, kind) {
  for (let i = 0; i < 4; i++) {
    const e = await editor(page);
    const held = e.text.split('_').slice(1).find((f) => f.split(':')[1].split('.').includes(cell));
    if ((held ? held.split(':')[0] : '') === kind) return;
    const before = e.text;
    await clickCell(page, cell);
    await untilEditor(page, (e) => e.text !== before, `a change of ${cell}`);
  }
  assert.fail(`${cell} never held ${kind}`);
}

test('set up a position by clicking, see it refused, play it and share it', async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris?size=5`);
  try {
    await page.click('#setup');
    let e = await untilEditor(page, (e) => e.open, 'the editor');
    assert.equal(e.text, 'black', 'the editor opens on the position shown: the empty start');

    // A rim stone without its opposite: refused in words, the editor stays.
    await setCell(page, 'a1', 'b');
    assert.equal((await editor(page)).text, 'black_b:a1');
    await page.click('#setup-done');
    await page.waitForFunction(() => /opposite cell i9/.test(document.getElementById('setup-error').textContent));
    assert.ok((await editor(page)).open, 'the editor stays open after a refusal');
    assert.equal((await state(page)).setup, '', 'the game behind is untouched');

    // The pair completed, a white stone in the middle, white to move.
    await setCell(page, 'i9', 'b');
    await setCell(page, 'e5', 'w');
    await page.click('#setup-tomove');
    e = await untilEditor(page, (e) => e.toMove === 'white', 'white to move');
    assert.equal(e.text, 'white_b:a1.i9_w:e5');
    await page.screenshot({ path: path.join(artifacts, 'editor-iris.png') });
    await page.click('#setup-done');
    const s = await until(page, (t) => t.setup === 'white_b:a1.i9_w:e5', 'play from the setup');
    assert.equal(s.toMove, 'white');
    assert.equal(s.ply, 0);
    assert.ok(!s.legal.includes('a1') && !s.legal.includes('e5') && s.legal.includes('e4'), `legal: ${s.legal}`);
    assert.equal((await editor(page)).open, false);
    const notice = await text(page, '#notice-text');
    const link = notice.match(/https?:\/\/\S+/)?.[0];
    assert.ok(link && link.includes('setup=white_b:a1.i9_w:e5'), `the notice gives the share link: ${notice}`);

    // The share link reopens the same position.
    const shared = await openBoard(site.browser, link);
    try {
      const t = await state(shared.page);
      assert.equal(t.setup, 'white_b:a1.i9_w:e5');
      assert.equal(t.toMove, 'white');
      assert.deepEqual(t.legal, s.legal);
      assert.deepEqual(shared.errors, []);
    } finally {
      await shared.context.close();
    }

    // The edited game is the player's own: it is saved and comes back.
    await page.goto(`${site.server.url}/iris#vs=people`);
    await drawn(page);
    const back = await until(page, (t) => t.setup === 'white_b:a1.i9_w:e5', 'the saved game from the setup');
    assert.equal(back.shared, false);

    // Cancel leaves the game as it was.
    await page.click('#setup');
    await untilEditor(page, (e) => e.open, 'the editor');
    await page.click('#setup-clear');
    await untilEditor(page, (e) => e.text === 'white', 'a cleared board');
    await page.click('#setup-cancel');
    await untilEditor(page, (e) => !e.open, 'the editor closed');
    assert.equal((await state(page)).setup, 'white_b:a1.i9_w:e5');

    // Keys: the editor opens with the board focused; an arrow shows the
    // cursor, Enter changes its cell and says so, Escape cancels.
    await page.click('#setup');
    await untilEditor(page, (e) => e.open, 'the editor');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    e = await untilEditor(page, (e) => e.text !== 'white_b:a1.i9_w:e5', 'a cell changed by Enter');
    assert.match(await text(page, '#setup-cell'), /^[a-i][1-9]: a black stone\.$/);
    await page.keyboard.press('Escape');
    await untilEditor(page, (e) => !e.open, 'the editor closed by Escape');
    assert.equal((await state(page)).setup, 'white_b:a1.i9_w:e5');
    assert.equal((await state(page)).ply, 0, 'no key reached the game behind');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a setup= link with an impossible setup says why', async () => {
  // The server judges the link with the same rules code and answers with
  // the reason in words instead of a board.
  const context = await site.browser.newContext();
  try {
    const page = await context.newPage();
    const res = await page.goto(`${site.server.url}/iris?size=5&setup=black_b:a1`);
    assert.equal(res.status(), 400);
    assert.match(await text(page, '.problem-message'), /black stone on a1 needs a black stone on the opposite cell i9/);
  } finally {
    await context.close();
  }
});
