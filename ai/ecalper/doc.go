// Package ecalper holds Ecalper-specific knowledge for the engines: a
// random playout that needs no ply-by-ply play.
//
// A random playout plays uniformly random legal plies to the end of the
// game. In Ecalper the end board of such a game has a simple law: the
// placements fill the empty cells in a uniformly random order, each turn's
// three stones keep two of the placer's colour and lose one, chosen
// uniformly, to the next turn's replacement (a swap changes no stone), and
// the last empty cell stays empty. So within the turns still to come every
// order of the cells is alike, and which of a turn's stones is replaced can
// be read off the order. Policy.Playout draws the end board at once with
// that law: the cell left empty, then which of the other empty cells end
// black, and which of the stones already placed this turn (if any) the next
// turn replaces. It then measures the groups by labelling runs of stones
// row by row. The results follow the same law as ply-by-ply play through
// the rules package (the tests compare the two cell by cell), some fifty
// times faster than that play through Legal and Apply.
//
// Random numbers come from a SplitMix64 generator seeded once per playout
// from the caller's rand.Rand, so a seeded rand.Rand gives the same
// playouts every time.
package ecalper
