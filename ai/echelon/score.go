package echelon

// Scores are from the point of view of the player to move, in
// hundredths of a free piece or so.
const (
	// Mate is the score of a position won at once; a win n plies away
	// scores Mate-n, a loss -(Mate-n).
	Mate = 30000
	// maxPly bounds the depth of a search, extensions included.
	maxPly = 100
	// infinity is above every score.
	infinity = Mate + 1
	// mateBound: scores beyond it (in absolute value) are forced results.
	mateBound = Mate - maxPly - 1
	// evalBound keeps the evaluation clear of forced results.
	evalBound = mateBound - 1
)

// IsMate says whether score is a forced result (a win or a loss).
func IsMate(score int) bool { return score > mateBound || score < -mateBound }

// MateIn returns the plies to the end of the game of a forced result:
// positive when the player to move wins, negative when they lose, 0 when
// score is not a forced result.
func MateIn(score int) int {
	switch {
	case score > mateBound:
		return Mate - score
	case score < -mateBound:
		return -(Mate + score)
	}
	return 0
}

// toTable and fromTable convert a forced result between distance from
// the root (search) and distance from the position (table).
func toTable(score, ply int) int {
	switch {
	case score > mateBound:
		return score + ply
	case score < -mateBound:
		return score - ply
	}
	return score
}

func fromTable(score, ply int) int {
	switch {
	case score > mateBound:
		return score - ply
	case score < -mateBound:
		return score + ply
	}
	return score
}
