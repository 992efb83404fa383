package echelon

// Hash returns the position's Zobrist hash, for transposition tables: the
// XOR of a fixed random key for every piece (by cell, layer and owner), for
// every dead cell, and for blue being the next to move. Apply keeps it up
// to date in a few XORs. Equal positions of one variant hash alike, however
// they were reached; the variant itself is not hashed. A finished game
// hashes as if the player who would be next were to move.
func (s *State) Hash() uint64 { return s.hash }

// fullHash computes Hash from scratch.
func (s *State) fullHash() uint64 {
	var h uint64
	for c := range Cells {
		for k := range s.Height(c) {
			h ^= tab.pieceKey[c][k][s.owners[c]>>k&1]
		}
		if s.Dead(c) {
			h ^= tab.deadKey[c]
		}
	}
	if s.turn == blue {
		h ^= tab.blueKey
	}
	return h
}
