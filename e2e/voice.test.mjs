// The player's voice and the option controls (issue 20), in headless
// Chromium against `make serve`'s server (run `make build` first): the New
// game dialog offers each game's options as the controls they are, and a
// game starts with changed ones; bad links, records, saved games, options
// and komi proposals are told in sentences, never with a package prefix
// (`iris: ...`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './lib/harness.mjs';
import { openBoard, drawn, state, until, setOption } from './lib/board.mjs';

const site = useSite('ur.html');

/** prefixed is a message that starts as a Go error does. */
const prefixed = /^[a-z]+:/;

/** MESSAGES are the elements that tell a player what went wrong. */
const MESSAGES = ['#notice-text', '#new-game-error', '#record-error', '#bid-error'];

/**
 * said returns every non-empty text node inside the message elements, for
 * checking that none reads as a Go error.
 */
function said(page) {
  return page.evaluate((ids) => ids.flatMap((id) => {
    const el = document.querySelector(id);
    if (!el) return [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const texts = [];
    for (let n = walk.nextNode(); n; n = walk.nextNode()) if (n.textContent.trim()) texts.push(n.textContent.trim());
    return texts;
  }), MESSAGES);
}

/** speaks checks that every message shown is a sentence, and that one says want. */
async function speaks(page, want) {
  const texts = await said(page);
  for (const t of texts) assert.doesNotMatch(t, prefixed, `a message reads as a Go error: ${t}`);
  assert.ok(texts.some((t) => want.test(t)), `no message says ${want}: ${JSON.stringify(texts)}`);
}

/** openDialog opens the New game dialog. */
async function openDialog(page) {
  await page.click('#new-game');
  const dialog = page.locator('#new-game-dialog');
  await page.waitForFunction(() => document.getElementById('new-game-dialog').open);
  return dialog;
}

/** control describes the control of option name: its tag, type, range and choices. */
const control = (dialog, name) => dialog.locator(`[name=${name}]`).evaluate((el) => ({
  tag: el.tagName.toLowerCase(), type: el.type, min: el.min, max: el.max, step: el.step,
  choices: el.tagName === 'SELECT' ? [...el.options].map((o) => o.value) : undefined,
}));

test('the New game dialog offers each option as the control it is', async () => {
  const want = {
    ur: { pieces: { tag: 'select', choices: ['1', '2', '3', '4', '5', '6', '7'] } },
    iris: { size: { tag: 'select', choices: ['5', '6', '7', '8'] } },
    ecalper: { size: { tag: 'select', choices: ['5', '6', '7', '8', '9', '10'] }, pie: { tag: 'input', type: 'checkbox' } },
    carteso: {
      size: { tag: 'input', type: 'number', min: '5', max: '19', step: '1' },
      komi: { tag: 'input', type: 'number', min: '-999999999999999.9', max: '999999999999999.9', step: '0.1' },
    },
    echelon: { variant: { tag: 'select', choices: ['standard', 'gentleman'] } },
  };
  for (const [game, options] of Object.entries(want)) {
    const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/${game}#vs=people`);
    const dialog = await openDialog(page);
    for (const [name, w] of Object.entries(options)) {
      const got = await control(dialog, name);
      for (const [k, v] of Object.entries(w)) assert.deepEqual(got[k], v, `${game} ${name}: ${k}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a game starts with changed options: Iris size 5, Ecalper without the pie rule, Carteso size 7', async () => {
  for (const [game, options] of [['iris', { size: '5' }], ['ecalper', { size: '6', pie: 'off' }], ['carteso', { size: '7' }]]) {
    const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/${game}#vs=people`);
    const dialog = await openDialog(page);
    await dialog.locator('select[name=side0]').selectOption('human');
    await dialog.locator('select[name=side1]').selectOption('human');
    for (const [k, v] of Object.entries(options)) await setOption(dialog, k, v);
    await page.click('#new-game-start');
    if (game === 'carteso') { // the bid settles the komi: the first player proposes, the second takes a side
      await page.waitForFunction(() => document.getElementById('bid-dialog').open);
      await page.locator('#bid-komi').fill('2.5');
      await page.click('#bid-propose-ok');
      await page.locator('#bid-vertical').waitFor({ state: 'visible' });
      await page.click('#bid-vertical');
      options.komi = '2.5';
    }
    const s = await until(page, (t) => Object.entries(options).every(([k, v]) => t.options[k] === v), `${game} with ${JSON.stringify(options)}`);
    assert.equal(s.ply, 0);
    // Opened again, the dialog shows the game's options in their controls.
    const again = await openDialog(page);
    if (game === 'ecalper') assert.equal(await again.locator('[name=pie]').isChecked(), false);
    assert.equal(await again.locator('[name=size]').inputValue(), options.size);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('an illegal option where one can still be typed, and a bad komi, are told in sentences', async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/carteso#vs=people`);
  let dialog = await openDialog(page);
  await dialog.locator('select[name=side0]').selectOption('human');
  await dialog.locator('select[name=side1]').selectOption('human');
  for (const [size, fix] of [['25', /^Board size "25" is not possible: choose a whole number from 5 to 19\.$/],
    ['', /^Board size "" is not possible: choose a whole number from 5 to 19\.$/]]) {
    await dialog.locator('[name=size]').fill(size);
    await page.click('#new-game-start');
    await page.waitForFunction(() => document.getElementById('new-game-error').textContent !== '');
    await speaks(page, fix);
    assert.ok(await dialog.isVisible(), 'a bad option keeps the dialog open');
  }
  await dialog.locator('[name=size]').fill('5');
  await page.click('#new-game-start');
  await page.waitForFunction(() => document.getElementById('bid-dialog').open);
  for (const [komi, fix] of [['six', /^Komi "six" is not possible: write a number with at most one decimal/],
    ['6.55', /^Komi "6.55" is not possible/],
    ['1e3', /^Komi "1e3" is not possible/],
    ['99999999999999999', /^Komi "99999999999999999" is not possible: choose a number from -999999999999999\.9 to 999999999999999\.9\.$/]]) {
    await page.locator('#bid-komi').fill(komi);
    await page.click('#bid-propose-ok');
    await page.waitForFunction((k) => document.getElementById('bid-error').textContent.includes(`"${k}"`), komi);
    await speaks(page, fix);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('broken share links are told in sentences, and the board opens what it can', async () => {
  // The server answers a broken link with its error page; offline, the
  // service worker serves the plain page, and the board must cope: serve
  // the plain page for every link, as the service worker would.
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  await context.route((u) => u.search !== '' && /^\/(iris|ur|carteso|ecalper|echelon)$/.test(u.pathname), async (route) => {
    const u = new URL(route.request().url());
    route.fulfill({ response: await route.fetch({ url: `${site.server.url}${u.pathname}` }) });
  });
  const page = await context.newPage();
  const cases = [
    ['/iris?m=zz9', /^Move 1 cannot be played\. "zz9" is not a move .*"zz9" is not a cell name .*Iris's moves are written as its rules page shows\. So this link shows/],
    ['/iris?m=d4.d4', /^Move 2 cannot be played\. "d4" is not a legal move here.*So this link shows the game up to the move before\./],
    ['/iris?size=big', /^This link could not be opened\. Board size "big" is not possible: choose a whole number from 5 to 8\./],
    ['/iris?colour=red', /^This link could not be opened\. Iris has no setting called "colour": leave it out/],
    ['/ecalper?pie=maybe', /^This link could not be opened\. Pie rule "maybe" is not possible: choose on or off\./],
    ['/carteso?komi=six', /^This link could not be opened\. Komi "six" is not possible/],
    ['/echelon?variant=x', /^This link could not be opened\. Variant "x" is not possible: choose standard or gentleman\./],
    ['/ur?m=4:L4&ply=9', /^This link asks for move 9, but its game has only 1 moves/],
    ['/iris?setup=nobody', /^This link could not be opened\. The position set up here is not written correctly/],
  ];
  for (const [url, want] of cases) {
    await page.goto(`${site.server.url}${url}`);
    await drawn(page);
    await page.waitForFunction(() => document.getElementById('notice-text').textContent !== '');
    await speaks(page, want);
  }
  await context.close();
});

test('a bad record to import is told in a sentence, and changes nothing', async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris#vs=people`);
  const before = await state(page);
  await page.click('#export');
  for (const [record, want] of [['size=5 d4 zz9', /^Move 2 cannot be played\. "zz9" is not a move/],
    ['size=12 d4', /^Board size "12" is not possible: choose a whole number from 5 to 8\.$/],
    ['size 5 d4', /^Move 1 cannot be played\. "size" is not a move .*Iris's moves are written as its rules page shows\.$/],
    ['colour=red', /^Iris has no setting called "colour"/],
    ['setup=black_b:zz9', /^The position set up here cannot be played: "zz9" is not a cell name/]]) {
    await page.locator('#record-text').fill(record);
    await page.click('#record-import');
    await page.waitForFunction(() => document.getElementById('record-error').textContent !== '');
    await speaks(page, want);
    await page.evaluate(() => { document.getElementById('record-error').textContent = ''; });
  }
  assert.deepEqual((await state(page)).tokens, before.tokens);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrupt saved game is told in a sentence, kept aside, and a new game starts', async () => {
  const { context, page, errors } = await openBoard(site.browser, `${site.server.url}/iris#vs=people`);
  const saved = (o) => JSON.stringify({ v: 1, game: 'iris', options: { size: '7' }, tokens: [], sides: ['human', 'human'], ...o });
  for (const [text, want] of [
    ['{"v":1,"game":"iris","tokens":["d4"]', /^Your saved game could not be read\. It is damaged, or was saved by another version of this site\. It is kept/],
    [saved({ options: { size: 'big' } }), /^Your saved game could not be read\. Board size "big" is not possible: choose a whole number from 5 to 8\. It is kept/],
    [saved({ tokens: ['d4', 'zz9'] }), /^Your saved game could not be read\. Move 2 cannot be played\. "zz9" is not a move/],
    [saved({ game: 'ur', options: {} }), /^Your saved game could not be read\. It is a game of Royal Game of Ur, not of Iris\./],
    [saved({ sides: ['human', 'deep-blue'] }), /^Your saved game could not be read\. There is no computer player "deep-blue": choose one of the list\./],
  ]) {
    await page.evaluate((t) => localStorage.setItem('tessera:iris:game', t), text);
    await page.reload();
    await drawn(page);
    await page.waitForFunction(() => document.getElementById('notice-text').textContent !== '');
    await speaks(page, want);
    assert.equal((await state(page)).ply, 0);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
