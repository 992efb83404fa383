// Analysis in every game with an analyst (Ecalper, Iris, Carteso,
// Echelon; Ur's review is e2e/ai.test.mjs's): the hint draws a move on the
// board with its chance, a record reviewed on the AI workers shows its
// blunder marked ??, the win-chance graph, the better move on the board,
// and a click on the graph jumps to a ply; a review can be stopped, and a
// reload keeps a finished review. Needs `make build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { artifacts, root, useSite } from './lib/harness.mjs';
import { openBoard, state, until } from './lib/board.mjs';

const site = useSite('iris.html');
const { games } = JSON.parse(readFileSync(path.join(root, 'e2e/fixtures/blunders.json'), 'utf8'));

/** link is the share link of a record of game (options in query). */
const link = (game, query, tokens) => `${site.server.url}/${game}?${query ? query + '&' : ''}m=${tokens.join('.')}`;

for (const [game, rec] of Object.entries(games)) {
  test(`${game}: the hint draws a move, the review marks the blunder and draws the graph`, async () => {
    const before = rec.tokens.slice(0, -1);
    const { context, page, errors } = await openBoard(site.browser, link(game, rec.query, before));

    // The hint, at the position of the blunder: the win, on the board.
    await page.click('#hint');
    await page.waitForFunction(() => /Hint: .*Your chance to win: \d+%/.test(document.getElementById('hint-text').textContent),
      null, { timeout: 60_000 });
    const hinted = (await state(page)).marked;
    if (rec.win === 'pass') { // a move without a cell is said, not drawn
      assert.match(await page.locator('#hint-text').textContent(), /Hint: pass\./);
    } else {
      assert.ok(hinted.selected !== '' || hinted.targets.length > 0, `the hint marks nothing: ${JSON.stringify(hinted)}`);
    }

    // The blunder played, then the review.
    await page.goto(link(game, rec.query, rec.tokens));
    await until(page, (s) => s.ply === rec.tokens.length, 'the record');
    await page.click('#review');
    const blunder = page.locator(`#moves button[data-grade="??"]`);
    await blunder.last().waitFor({ timeout: 120_000 });
    assert.match(await blunder.last().getAttribute('aria-label'), /a blunder: \d+\.\d% of the chance to win lost, chance to win after it \d+\.\d%/);
    assert.ok(await page.locator('#review-graph').isVisible(), 'the graph is shown');
    assert.match(await page.locator('#review-graph-plot').getAttribute('aria-label'),
      /chance to win starts at \d+% and ends at \d+%\. The costliest moves: move \d+ by .+ \(\?\?, \d+% lost\)/);
    assert.equal(await page.locator('#review-graph-plot .mark.blunder').count() >= 1, true, 'the blunder is ruled on the graph');

    // The last ply shown: the better move marked on the board and named.
    await until(page, (s) => s.viewPly === rec.tokens.length, 'the last ply shown');
    const marked = (await state(page)).marked;
    assert.ok(rec.win === 'pass' || marked.selected !== '' || marked.targets.length > 0, 'the better move is marked on the board');
    const explained = await page.locator('#review-text').textContent();
    assert.match(explained, /a blunder, \d+\.\d% of the chance to win lost/);
    assert.match(explained, /\S+ 100\.0% \(best\)/, 'the better move, a win at once, is named with its chance');

    // A click on the graph's left edge goes to the start, on its right
    // edge to the end (the page may scroll the move shown into view).
    const plot = page.locator('#review-graph-plot');
    let box = await plot.boundingBox();
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    await until(page, (s) => s.viewPly === 0, 'the start, after a click on the graph');
    box = await plot.boundingBox();
    await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
    await until(page, (s) => s.viewPly === rec.tokens.length, 'the end, after a click on the graph');
    await page.screenshot({ path: path.join(artifacts, `analysis-${game}.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('stopping a review cancels the requests on the workers and keeps the game as it was', async () => {
  const rec = games.ecalper; // the longest record: its review takes a while
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    window.cancels = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (data, ...rest) {
      if (typeof data === 'string' && data.includes('"type":"cancel"')) window.cancels++;
      return post.call(this, data, ...rest);
    };
  });
  const page = await context.newPage();
  await page.goto(link('ecalper', rec.query, rec.tokens));
  await until(page, (s) => s.ply === rec.tokens.length, 'the record');
  await page.click('#review');
  await page.waitForFunction(() => Number(document.getElementById('review-progress').getAttribute('value')) >= 1,
    null, { timeout: 60_000 });
  await page.click('#review-cancel');
  await page.waitForFunction(() => document.getElementById('review-running').hidden && window.cancels > 0);
  assert.match(await page.locator('#live').textContent(), /Review stopped/);
  assert.equal(await page.locator('#moves button[data-grade]').count(), 0, 'no marks from a stopped review');
  assert.ok(await page.locator('#review').isEnabled(), 'the review can be asked again');
  assert.equal((await state(page)).ply, rec.tokens.length);
  await context.close();
});

test('a finished review is kept with the saved game', async () => {
  const rec = games.echelon;
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/echelon#vs=people`);
  await page.click('#export');
  await page.fill('#record-text', rec.tokens.join(' '));
  await page.click('#record-import');
  await until(page, (s) => s.ply === rec.tokens.length, 'the imported record');
  await page.click('#review');
  await page.locator('#moves button[data-grade="??"]').waitFor({ timeout: 60_000 });
  await page.reload();
  await page.waitForFunction(() => typeof window.tessera?.state === 'function' && window.tessera.state().ply > 0);
  await page.locator('#moves button[data-grade="??"]').waitFor({ timeout: 10_000 });
  assert.ok(await page.locator('#review-graph').isVisible(), 'the graph is back after the reload');
  assert.ok(await page.locator('#review').isHidden(), 'nothing left to review');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis mode follows the position shown, with the best moves and the bar, and is off against the computer', async () => {
  const vsComputer = await openBoard(site.browser, `${site.server.url}/iris`);
  assert.equal(await vsComputer.page.locator('#analysis').getAttribute('aria-pressed'), 'false');
  assert.ok(await vsComputer.page.locator('#eval-bar').isHidden(), 'no bar in a game against the computer');
  await vsComputer.context.close();

  const rec = games.iris;
  const { context, page, errors } = await openBoard(site.browser, link('iris', rec.query, rec.tokens.slice(0, 10)));
  // A forced second stone plays by itself: wait for the person's choice.
  const n = (await until(page, (s) => s.viewPly === s.ply && s.legal.length > 1, 'a choice of moves')).ply;
  await page.click('#analysis');
  assert.equal(await page.locator('#analysis').getAttribute('aria-pressed'), 'true');
  const said = page.locator('#analysis-text');
  const best = /Analysis: .+ to move, chance to win \d+%\. Best moves: \S+ \d+%(, \S+ \d+%){0,2}\./;
  await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('analysis-text').textContent), best.source, { timeout: 60_000 });
  const atEnd = await said.textContent();
  assert.ok(await page.locator('#eval-bar').isVisible());
  const bar = Number(await page.locator('#eval-bar').getAttribute('aria-valuenow'));
  assert.ok(bar >= 0 && bar <= 100);

  await page.click('#back');
  await until(page, (s) => s.viewPly === n - 1, 'one move back');
  await page.waitForFunction(([re, before]) => {
    const t = document.getElementById('analysis-text').textContent;
    return new RegExp(re).test(t) && t !== before;
  }, [best.source, atEnd], { timeout: 60_000 });
  await page.click('#forward');
  await until(page, (s) => s.viewPly === n, 'forward again');
  assert.equal(await said.textContent(), atEnd, 'a position seen before is not asked again');

  await page.click('#analysis');
  assert.ok(await page.locator('#eval-bar').isHidden());
  assert.ok(await page.locator('#analysis-box').isHidden());
  assert.deepEqual(errors, []);
  await context.close();
});
