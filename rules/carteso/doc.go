// Package carteso is Carteso as docs/rules.md rules it: a territory game on a
// square board of side 5 to 19 where a group belongs to the player it is
// longer for, vertical (more rows than columns) or horizontal (more columns
// than rows), a square group to the opponent of the last player to place a
// stone, and a group once finished is claimed by its owner for good.
//
// Either player places a stone of either colour on an empty point ("Be5",
// "We5") or passes ("pass"); two passes in a row end the game. A group is
// finished when the flood fill from it through empty points and stones of
// its colour stays inside its own bounding box. After every placement each
// finished unclaimed group is claimed; a player scores the stones of the
// groups they claimed, horizontal adds the komi.
//
// A State keeps the stones as bitboards (one 32-bit word per row), the
// groups in a union-find forest whose roots record each group's bounding
// box, size and claimer, and a list per colour of the unclaimed groups
// (entries of groups since claimed or merged are dropped when seen). A
// group is finished exactly when the fill restricted to its bounding box
// touches no point just outside the box that the fill could enter, so the
// fill never leaves the box and runs a row at a time with word operations
// (a subtraction spreads it along a row one way, a Kogge-Stone fill the
// other). Only groups whose status can change are tested again: the group
// a placement makes, and the unclaimed groups of the other colour whose
// box, grown by one point, holds the placement (nothing outside that grown
// box bears on the test). A group also remembers a point just outside its
// box that its fill was seen to enter; while that point is still open to
// it, no test is needed. Each colour keeps the points where a stone of the
// other colour might finish one of its groups (those escape points, and
// the grown boxes of groups whose escape point is not next to one of their
// stones) as a bitboard, so most placements look at no other group.
//
// Fill works out the end of a game that fills the board, as a playout
// does, from the full board at once: every group is finished there, a
// group keeps the box it had when finished, so only square groups need to
// know when they were finished (a search over the times of the placements
// around them), and the placements are never tracked one by one.
//
// Finished groups stay finished, and two claimed groups never merge. A
// placement of a group's own colour leaves the points its fill may enter
// unchanged, one of the other colour only removes points, so the region of
// a finished group can only shrink and the group can only gain stones
// inside its box: it stays finished. A stone joining claimed groups A and B
// would put both in one region, whose box would then be the box of each.
// But then A joins the box's top row to its bottom row and B its left
// column to its right column, and two such connected sets inside a box
// always share a point, which disjoint A and B cannot. An unclaimed group
// a claimed one absorbs counts for the claimer.
package carteso
