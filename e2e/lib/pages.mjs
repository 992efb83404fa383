// Every kind of page the site serves, for the checks that run over all of
// them (e2e/axe.test.mjs, e2e/widths.test.mjs): the home page, each game's
// play, rules and report pages, /embed and an embedded board, the 404 page
// and the pages of a broken share link, on the site and in an embed.
import { drawn } from './board.mjs';

export const games = ['ur', 'ecalper', 'iris', 'carteso', 'echelon'];

/**
 * pages lists { path, status, board }: the address, the status it answers
 * with, and whether it draws a board (and so is ready once drawn).
 */
export const pages = [
  { path: '/', status: 200 },
  ...games.map((g) => ({ path: `/${g}`, status: 200, board: true })),
  ...games.map((g) => ({ path: `/${g}/rules`, status: 200 })),
  ...games.map((g) => ({ path: `/${g}/report`, status: 200 })),
  { path: '/embed', status: 200 },
  { path: '/embed/iris?size=5&m=e5.a1', status: 200, board: true },
  { path: '/embed/ur?mode=view&m=2:L4.3:R4&ply=1', status: 200, board: true },
  { path: '/no-such-page', status: 404 },
  { path: '/ur?m=2:L4.9:Q9', status: 400 },
  { path: '/embed/ur?m=2:L4.9:Q9', status: 400 },
];

/**
 * visit opens p on page and waits until it is ready to be checked: its
 * board drawn when it has one. It returns the response's status.
 */
export async function visit(page, base, p) {
  const response = await page.goto(base + p.path);
  if (p.board) await drawn(page);
  return response.status();
}
