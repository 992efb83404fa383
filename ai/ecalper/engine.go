package ecalper

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"

	"tessera/ai/mcts"
	"tessera/rules"
	"tessera/rules/ecalper"
)

// Engine plays Ecalper with the MCTS of tessera/ai/mcts over Policy's
// playouts, and the pie rule from the players' side: as white it swaps
// when its own search of black's opening finds that opening better than
// white's prospects, and as the opener (with the pie option) it chooses
// an opening whose worth is near even, so that a swap gains nothing.
//
// The search deals in colours, as the rules do: to it a swap is no move
// at all (white is still to move, on the same board). The players'
// side of the swap is this engine's alone.
type Engine struct {
	// Search is the search of every ply; its NewPolicy is set to
	// Policy when nil, and its Seed is ignored (each search is seeded
	// from Choose's rng).
	Search mcts.Config
	// Openings is how many openings the opener weighs at each ply of its
	// first turn when the pie option is on; 0 opens as at any other turn.
	Openings int
	// ResignBelow is the win chance under which the engine resigns once
	// the board is half full (Resigns); 0 resigns only a game proven lost.
	ResignBelow float64
}

// Choose chooses one of moves, legal moves of pos (an *ecalper.State);
// rng seeds the searches. Once ctx is done it returns its best move so
// far with ctx.Err().
func (e *Engine) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	s, ok := pos.(*ecalper.State)
	if !ok {
		return 0, errors.New("ecalper: not an Ecalper position")
	}
	switch {
	case len(moves) == 0:
		return 0, errors.New("ecalper: no move to choose from")
	case len(moves) == 1:
		return moves[0], nil
	case slices.Contains(moves, ecalper.Swap()):
		return e.pie(ctx, s, moves, rng)
	case e.Openings > 0 && opening(s):
		return e.open(ctx, s, moves, rng)
	}
	st, err := Search(ctx, s, moves, e.Search, rng.Uint64())
	mv, _ := st.Best()
	return mv, err
}

// pie decides white's swap: it searches the replacements, and swaps when
// white's best chance with them is below one half, since after a swap
// this player has black's side of the very same board.
func (e *Engine) pie(ctx context.Context, s *ecalper.State, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	replace := slices.DeleteFunc(slices.Clone(moves), func(m rules.Move) bool { return m == ecalper.Swap() })
	st, err := Search(ctx, s, replace, e.Search, rng.Uint64())
	mv, _ := st.Best()
	if TakePie(st.WinChance()) {
		return ecalper.Swap(), err
	}
	return mv, err
}

// TakePie says whether white, whose best chance without swapping is
// white, should swap: the swap gives it the other side's chance, 1 -
// white.
func TakePie(white float64) bool { return white < 0.5 }

// Search runs one search of s with cfg (with Policy's playouts when its
// NewPolicy is nil) and seed, and returns its statistics kept to moves
// (nil keeps them all): a swap is searched with the rest, since the search
// sees no difference, but a choice among moves without it must not count
// it.
func Search(ctx context.Context, s *ecalper.State, moves []rules.Move, cfg mcts.Config, seed uint64) (mcts.Stats, error) {
	cfg.Seed = seed
	if cfg.NewPolicy == nil {
		cfg.NewPolicy = func() mcts.Policy { return &Policy{} }
	}
	t, err := mcts.NewTree(s, cfg)
	if err != nil {
		return mcts.Stats{}, err
	}
	st, err := t.Search(ctx)
	if moves != nil {
		st.Moves = slices.DeleteFunc(st.Moves, func(m mcts.MoveStats) bool { return !slices.Contains(moves, m.Move) })
	}
	return st, err
}
