package solve

// The exact 4-piece endgame, static/lazy/ur4.end, is solved by ai/cmd/urtrain.
//go:generate go run ../../cmd/urtrain -endgame 4 -table ../../../build/ursolve/ur7.tbl -out ../../../static/lazy/ur4.end

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"math/bits"

	"tessera/ai/datafile"
	"tessera/rules"
	"tessera/rules/ur"
)

// Endgame is a solved table of a small piece count k kept compactly, each
// win chance rounded to a multiple of 1/EndgameLevels, which values
// exactly the endgames of every game: a position of any piece count in
// which neither side has more than k pieces left to bear off is a
// position of the k-piece game with the pieces already home removed
// (winning is bearing off every piece either way). It is only read once
// made, so any number of searches may share it.
type Endgame struct {
	x      *Index
	chance []uint16 // per position of x, in 1/EndgameLevels
}

// EndgameLevels is the denominator of an Endgame's win chances: 12 bits,
// so a chance is off by at most 1.3e-4.
const EndgameLevels = 4095

// NewEndgame rounds the win chances of t into an Endgame.
func NewEndgame(t *Table) *Endgame {
	e := &Endgame{x: t.x, chance: make([]uint16, len(t.values))}
	for i, v := range t.values {
		e.chance[i] = uint16(math.Round(float64(v) * EndgameLevels))
	}
	return e
}

// Pieces returns k, the most pieces a side may have left to bear off.
func (e *Endgame) Pieces() int { return e.x.pieces }

// Index returns the endgame's index, of Pieces per side.
func (e *Endgame) Index() *Index { return e.x }

// Value returns the rounded win chance of the position numbered i.
func (e *Endgame) Value(i int) float64 { return float64(e.chance[i]) / EndgameLevels }

// WinChance returns the chance that s's side to move wins under perfect
// play, before its roll, for s of any piece count; false when the game is
// over or a side has more than Pieces pieces not yet home.
func (e *Endgame) WinChance(s *ur.State) (float64, bool) {
	p, ok := PositionOf(s)
	if !ok {
		return 0, false
	}
	k, n := e.x.pieces, s.Options().Pieces
	p.Home[0] += k - n
	p.Home[1] += k - n
	i, ok := e.x.Of(p) // false for a negative Home: too many pieces left
	if !ok {
		return 0, false
	}
	return e.Value(i), true
}

// MovesToEndgame returns a lower bound on how many moves (of either side)
// are played before a position of s's game is one that an Endgame of k
// pieces values: each side must first bear off all but k of its pieces
// left, a move bearing off one piece at most and carrying it no more than
// ur.MaxRoll steps, so a piece n steps from the finish needs n/MaxRoll
// moves, rounded up. 0 when s is one already, or the game is over.
func MovesToEndgame(s *ur.State, k int) int {
	if s.ToMove() == rules.NoPlayer {
		return 0
	}
	moves := 0
	for _, p := range []rules.Player{rules.First, rules.Second} {
		need := s.Options().Pieces - s.Home(p) - k // pieces to bear off first
		if need <= 0 {
			continue
		}
		// How many pieces need each number of moves to finish: those
		// nearest the finish are borne off first.
		at := make([]int, movesFrom(0)+1)
		at[movesFrom(0)] = s.Waiting(p) // waiting: at path index 0
		for b := s.Board(p); b != 0; b &= b - 1 {
			at[movesFrom(bits.TrailingZeros16(b))]++
		}
		for n := 1; n < len(at) && need > 0; n++ {
			take := min(need, at[n])
			moves += take * n
			need -= take
		}
	}
	return moves
}

// movesFrom returns the fewest moves that bear off a piece at path index
// i: its steps to the finish (ur.PathLen's last index) over ur.MaxRoll,
// rounded up.
func movesFrom(i int) int { return (ur.PathLen - 1 - i + ur.MaxRoll - 1) / ur.MaxRoll }

// The endgame file: package datafile's frame, then a DEFLATE stream of
// the rounded chances in index order, each as its difference from the
// one before (modulo 2^16): first the low bytes of every difference, then
// the high bytes. Neighbours in the index differ in a few pieces of one
// side, so the differences are small and the split streams compress well
// (to about 54% of two bytes a position).
var endgameFile = datafile.Kind{Magic: "TSURENDG", Version: 1, Name: "endgame"}

//go:generate go tool easyjson -no_std_marshalers endgame.go
//go:generate sed -i -e /mailru.easyjson.$/d -e /_.easyjson.Marshaler$/d endgame_easyjson.go

// endgameHeader is the JSON part of an endgame file.
//
//easyjson:json
type endgameHeader struct {
	Pieces    int `json:"pieces"`
	Positions int `json:"positions"`
	Levels    int `json:"levels"`
}

// Write writes e to w in the endgame file format.
func (e *Endgame) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	n := len(e.chance)
	if err := endgameFile.WriteHeader(bw, endgameHeader{Pieces: e.x.pieces, Positions: n, Levels: EndgameLevels}); err != nil {
		return err
	}
	d := make([]uint16, n)
	prev := uint16(0)
	for i, c := range e.chance {
		d[i], prev = c-prev, c
	}
	if err := datafile.WriteWords(bw, d); err != nil {
		return err
	}
	return bw.Flush()
}

// ReadEndgame reads an endgame written by Write.
func ReadEndgame(in io.Reader) (*Endgame, error) {
	r := bufio.NewReader(in) // read by datafile.ReadWords to the end
	var h endgameHeader
	if err := endgameFile.ReadHeader(r, &h); err != nil {
		return nil, fmt.Errorf("solve: %w", err)
	}
	if h.Pieces < 1 || h.Pieces > 4 || h.Levels != EndgameLevels {
		return nil, fmt.Errorf("solve: an endgame of %d pieces in %d levels is not this version's", h.Pieces, h.Levels)
	}
	x, err := NewIndex(h.Pieces)
	if err != nil {
		return nil, err
	}
	n := x.Count()
	if h.Positions != n {
		return nil, fmt.Errorf("solve: an endgame of %d positions does not fit %d pieces", h.Positions, h.Pieces)
	}
	d, err := datafile.ReadWords(r, n)
	if err != nil {
		return nil, fmt.Errorf("solve: the endgame: %w", err)
	}
	e := &Endgame{x: x, chance: make([]uint16, n)}
	prev := uint16(0)
	for i := range e.chance {
		prev += d[i]
		if prev > EndgameLevels {
			return nil, fmt.Errorf("solve: endgame position %d has chance %d/%d", i, prev, EndgameLevels)
		}
		e.chance[i] = prev
	}
	return e, nil
}
