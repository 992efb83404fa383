// What the cross-engine scenario (scenario.mjs) knows of each game: its
// players in order (window.tessera.state().toMove names one), and, for a
// legal move token, the cells a person clicks or picks with the keyboard to
// play it. Rules follow SPEC.md's notation.

/** urPath is one Ur side's path (SPEC.md): start pool, fourteen squares, finish pool. */
function urPath(side) {
  return [4, 3, 2, 1, 0].map((r) => side + r)
    .concat([0, 1, 2, 3, 4, 5, 6, 7].map((r) => `M${r}`), [7, 6, 5].map((r) => side + r));
}

/** middle is the middle item of list: away from the board's edges, where moves are plain. */
const middle = (list) => list[Math.floor(list.length / 2)];

export const games = {
  ur: {
    players: ['left', 'right'],
    // "2:L4": throw 2, the piece on L4 moves two squares along its side's path.
    pick: (s) => s.legal[0],
    cells(s, token) {
      const [roll, from] = token.split(':');
      const path = urPath(s.toMove === 'left' ? 'L' : 'R');
      return [from, path[path.indexOf(from) + Number(roll)]];
    },
  },
  ecalper: {
    players: ['black', 'white'],
    // A stone ("d4"), or the replacement of a marked stone ("xd4") that opens a turn.
    pick(s) {
      const stones = s.legal.filter((t) => /^[a-z]\d+$/.test(t));
      return middle(stones.length > 0 ? stones : s.legal.filter((t) => t.startsWith('x')));
    },
    cells: (s, token) => [token.replace(/^x/, '')],
  },
  iris: {
    players: ['black', 'white'],
    pick: (s) => middle(s.legal.filter((t) => /^[a-z]\d+$/.test(t))),
    cells: (s, token) => [token],
  },
  carteso: {
    players: ['vertical', 'horizontal'],
    // A click places a stone of the colour the toggle shows: black at first.
    pick: (s) => middle(s.legal.filter((t) => t.startsWith('B'))),
    cells: (s, token) => [token.slice(1)],
  },
  echelon: {
    players: ['red', 'blue'],
    // "b1-a1": the first move listed, a quiet one from the back row (the
    // middle ones stomp and hand the computer a quick win).
    pick: (s) => s.legal[0],
    cells: (s, token) => token.split('-'),
  },
};
