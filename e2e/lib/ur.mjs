// Ur's board for the end-to-end tests: each side's path and the cells a
// move token ("3:L4": roll, then the cell the piece leaves) moves between.

// Each side's path (docs/rules.md): start pool, fourteen squares, finish pool.
export const PATH = { left: ['L4', 'L3', 'L2', 'L1', 'L0', 'M0', 'M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'L7', 'L6', 'L5'] };
PATH.right = PATH.left.map((c) => (c[0] === 'L' ? `R${c[1]}` : c));

/** move returns the cells a token moves a piece between. */
export function move(player, token) {
  const [roll, from] = token.split(':');
  return { from, to: PATH[player][PATH[player].indexOf(from) + Number(roll)] };
}
