package mcts

import (
	"cmp"
	"errors"
	"slices"
	"strconv"

	"tessera/ai"
	"tessera/rules"
)

// MoveStats are one root move's statistics, for the root's mover.
type MoveStats struct {
	Move   rules.Move `json:"move"`
	Token  string     `json:"token,omitempty"` // the move's name, where the searcher gave it (Named)
	Visits uint32     `json:"visits"`          // playouts through the move
	Wins   float64    `json:"wins"`            // their wins, a draw counting half
	Proof  Proof      `json:"proof"`           // the solver's proof; Unproven without the solver
}

// Stats are a search's root statistics: plain data, to send between Web
// Workers and Merge.
type Stats struct {
	Moves    []MoveStats `json:"moves"`
	Proof    Proof       `json:"proof"`    // the root's value for its mover; Unproven without the solver
	Playouts int         `json:"playouts"` // the playouts the search ran
	Nodes    int         `json:"nodes"`    // the tree's nodes once it ended
}

// stats returns the root's statistics after playouts playouts.
func (t *Tree) stats(playouts int) Stats {
	root := &t.nodes[0]
	lo, hi := root.children()
	s := Stats{Moves: make([]MoveStats, 0, hi-lo), Playouts: playouts, Nodes: len(t.nodes)}
	for c := lo; c < hi; c++ {
		n := &t.nodes[c]
		ms := MoveStats{Move: n.move, Visits: n.visits, Wins: float64(n.score) / 2}
		if t.cfg.Solver {
			ms.Proof = n.proof
		}
		s.Moves = append(s.Moves, ms)
	}
	if t.cfg.Solver {
		s.Proof = root.proof
		if root.by != t.pos.ToMove() {
			s.Proof = s.Proof.flip()
		}
	}
	return s
}

// Merge adds the statistics of several searches of the same position, as
// root-parallel workers with different seeds return them: per move, the
// visits and wins add up and a proof found by any search holds. The moves
// come out in the order of their codes, so the merge is the same whatever
// the order of all.
func Merge(all ...Stats) Stats {
	var out Stats
	at := map[rules.Move]int{}
	for _, s := range all {
		out.Playouts += s.Playouts
		out.Nodes += s.Nodes
		if out.Proof == Unproven {
			out.Proof = s.Proof
		}
		for _, m := range s.Moves {
			k, ok := at[m.Move]
			if !ok {
				at[m.Move] = len(out.Moves)
				out.Moves = append(out.Moves, m)
				continue
			}
			o := &out.Moves[k]
			o.Visits += m.Visits
			o.Wins += m.Wins
			if o.Proof == Unproven {
				o.Proof = m.Proof
			}
		}
	}
	out.Moves = byMove(out.Moves)
	return out
}

// byMove returns moves in the order of their codes. It sorts their
// indices: the sorts of ints in a browser's program share one copy of the
// sort's code, where a sort of MoveStats would add 17 KB of its own.
func byMove(moves []MoveStats) []MoveStats {
	order := make([]int, len(moves))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int { return cmp.Compare(moves[i].Move, moves[j].Move) })
	sorted := make([]MoveStats, len(moves))
	for k, i := range order {
		sorted[k] = moves[i]
	}
	return sorted
}

// Best returns the move to play (Chosen's), and false when there is none.
func (s Stats) Best() (rules.Move, bool) {
	m, ok := s.Chosen()
	return m.Move, ok
}

// Chosen returns the statistics of the move to play: a proven win if there
// is one, else the most visited move not proven lost (more wins, then the
// earlier move, break ties), unless its mean is below a draw and a move is
// proven drawn, which is then chosen; when every move is proven lost, the
// most visited. It says false when there is no move.
func (s Stats) Chosen() (MoveStats, bool) {
	best, draw := -1, -1
	for i, m := range s.Moves {
		switch {
		case m.Proof == Won:
			return m, true
		case m.Proof == Drawn && draw < 0:
			draw = i
		}
		if best < 0 || better(m, s.Moves[best]) {
			best = i
		}
	}
	if best < 0 {
		return MoveStats{}, false
	}
	if b := s.Moves[best]; draw >= 0 && b.Proof != Drawn && b.Wins < float64(b.Visits)/2 {
		best = draw
	}
	return s.Moves[best], true
}

// Named returns s with every move's Token set to its name in pos, the
// position searched, so that whoever merges and chooses need not know the
// position.
func (s Stats) Named(pos rules.Position) Stats {
	s.Moves = slices.Clone(s.Moves)
	for i := range s.Moves {
		s.Moves[i].Token = pos.Token(s.Moves[i].Move)
	}
	return s
}

// better says whether a is a better choice than b: not proven lost when b
// is, else more visits, else more wins.
func better(a, b MoveStats) bool {
	if (a.Proof == Lost) != (b.Proof == Lost) {
		return b.Proof == Lost
	}
	if a.Visits != b.Visits {
		return a.Visits > b.Visits
	}
	return a.Wins > b.Wins
}

// WinChance estimates the chance that the root's mover wins with the Best
// move: 1, ½ or 0 when it is proven, else its mean worth (½ unvisited).
func (s Stats) WinChance() float64 {
	mv, ok := s.Best()
	if !ok {
		return 0
	}
	for _, m := range s.Moves {
		if m.Move != mv {
			continue
		}
		switch {
		case m.Proof != Unproven:
			return float64(m.Proof-Lost) / 2
		case m.Visits == 0:
			return 0.5
		}
		return m.Wins / float64(m.Visits)
	}
	return 0
}

// Reply answers a request with the best move of s, merged root
// statistics of searches of one position (Merge), by the name the
// searches gave it (Named): the page need not replay the record, and
// plays the token through its own match, which judges it. A move without
// a name, or outside the allowed tokens (when there are any), is refused.
func (s Stats) Reply(allowed []string) (ai.Reply, error) {
	best, ok := s.Chosen()
	switch {
	case !ok:
		return ai.Reply{}, errors.New("ai: the searches found no move")
	case best.Token == "":
		return ai.Reply{}, errors.New("ai: the searches chose move " + strconv.FormatUint(uint64(best.Move), 10) + " without naming it")
	case len(allowed) > 0 && !slices.Contains(allowed, best.Token):
		return ai.Reply{}, errors.New("ai: the searches chose " + strconv.Quote(best.Token) + ", which is not on offer")
	}
	return ai.Reply{Token: best.Token}, nil
}
