package ai

import (
	"context"
	"math/rand/v2"

	"tessera/rules"
)

// Level is one computer player people can choose: a name, a sentence, and
// the engine behind them. A game's levels are listed weakest first and
// people see them numbered so, from level 1; one of them is the Default a
// first game is played against. The engine's other capabilities
// (Resigner, Hinter, Reviewer, Budgeted) are found by asking it.
type Level struct {
	ID          string `json:"id"`               // the level's identifier, as in "random"
	Name        string `json:"name"`             // its name for people, as in "Casual"
	Description string `json:"description"`      // one sentence for people
	Method      string `json:"method,omitempty"` // how it plays, in the engine's own terms ("Expectimax, 2 plies")
	Default     bool   `json:"default,omitempty"`
	Rating      int    `json:"rating,omitempty"` // its estimated rating on its game's ladder, the random mover's at 0; 0 if not measured
	Engine      Engine `json:"-"`                // how it chooses
}

// Engine chooses a move. moves is never empty and holds legal moves of pos
// only; rng is the engine's only source of randomness. An engine must not
// modify pos (Clone it to search). Once ctx is done it returns promptly
// with its best move so far, one of moves, and ctx.Err(); any other error
// means it has no move.
type Engine interface {
	Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error)
}

// Resigner is an Engine that may resign rather than play on (Ecalper's
// levels, when the game is lost or hopeless at their level).
type Resigner interface {
	Resigns(pos rules.Position) bool
}

// Hinter is an Engine that can also estimate the side to move's chance to
// win: Hint suggests one of moves (legal moves of pos) with that chance.
// For a game with dice, moves may be those of every throw (before the
// throw): then the reply may hold the chance alone. A Note in the reply
// says what the player should know of how it was found. Like Choose, once
// ctx is done it returns what it has with ctx.Err().
type Hinter interface {
	Hint(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (Reply, error)
}

// Reviewer is an Engine that can value every choice of a game record m
// (finished or not): the plies whose player had two moves or more, in
// order, each move with the mover's chance to win after it. The note says
// what the player should know of how it was done (the engine's data
// missing, say). Once ctx is done it returns what it has with ctx.Err().
type Reviewer interface {
	Review(ctx context.Context, m *rules.Match) (plies []PlyReview, note string, err error)
}

// Evaluator values a position for analysis: the chance that the side to
// move wins, and its best moves with the chance each leaves it, best first
// (moves are the legal moves of pos, two or more). Its chances are
// calibrated: of the positions it gives 70%, the side to move wins about
// 70 in a hundred (ai/chance measures it). Once ctx is done it returns
// what it has with ctx.Err(). A game's evaluator is declared apart from
// its levels (players.Evaluate), with the budget analysis needs.
type Evaluator interface {
	Evaluate(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (Evaluation, error)
}

// Evaluation is an Evaluator's judgement of a position.
type Evaluation struct {
	Chance float64      `json:"chance"` // the side to move's chance to win, 0 to 1
	Moves  []MoveChance `json:"moves"`  // the best moves, best first, each with the mover's chance after it
}

// Budgeted is an Engine whose budget can be set in playouts a move, for
// tools that measure a level at another budget (the reports): WithPlayouts
// returns a copy that searches n playouts a move with no time cap, and
// leaves the level people play alone.
type Budgeted interface {
	WithPlayouts(n int) Engine
}
