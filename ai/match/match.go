// Package match is the one harness that plays computer players against
// each other: every lab, the reports, the Ur arena and tournament play
// their games through Play, and tally them with Tally and Run. It asks the
// rules for the moves on offer (rules.Offer, so a game with dice throws
// them), checks each engine's choice, follows a pie swap (rules.Swapper)
// and counts plies and turns.
package match

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"

	"tessera/ai"
	"tessera/rules"
)

// Seat is one side of a game: its name for messages, its engine and the
// engine's source of randomness.
type Seat struct {
	Name   string
	Engine ai.Engine
	Rand   *rand.Rand
}

// Follower is an engine that hears every move of its game as it is
// played, by either side (to keep its search trees, or to copy the
// opponent's moves).
type Follower interface {
	Follow(p Ply)
}

// Ply is one move of a game as the harness saw it.
type Ply struct {
	Pos     rules.Position // the position before the move; do not modify
	Offered []rules.Move   // the moves on offer (one throw's, with dice)
	Move    rules.Move     // the move played
	Seat    int            // the seat that played it
}

// Game is one game to play.
type Game struct {
	Start rules.Position // the position to play on; Play changes it
	Seats [2]Seat        // Seats[0] plays the first player (rules.First), until a swap
	Dice  *rand.Rand     // throws the dice of a rules.Thrower; unused otherwise
	OnPly func(Ply)      // if not nil, hears every move before it is played
}

// Outcome is how a game ended.
type Outcome struct {
	Winner  rules.Player // the winning player (colour), NoPlayer for a draw
	Seat    int          // the winning seat, -1 for a draw
	Plies   int          // moves played
	Turns   int          // runs of moves by one player
	Swapped bool         // the seats exchanged colours by the pie rule
}

// Play plays g to its end. An engine's error, or a move it chooses that is
// not on offer, stops the game with an error that names the seat; so does
// ctx once done.
func Play(ctx context.Context, g Game) (Outcome, error) {
	pos := g.Start
	seatOf := [2]int{0, 1} // the seat playing each player
	o := Outcome{Seat: -1}
	var offered []rules.Move
	last := rules.NoPlayer
	for !pos.Result().Over {
		if err := ctx.Err(); err != nil {
			return o, err
		}
		mover := pos.ToMove()
		if mover != last {
			o.Turns++
			last = mover
		}
		offered = rules.Offer(pos, g.Dice, offered[:0])
		s := g.Seats[seatOf[mover]]
		m, err := s.Engine.Choose(ctx, pos, slices.Clone(offered), s.Rand)
		if err != nil {
			return o, rules.Wrap("match: "+s.Name, err)
		}
		if !slices.Contains(offered, m) {
			return o, errors.New("match: " + s.Name + " chose move " + strconv.FormatUint(uint64(m), 10) + ", which is not on offer")
		}
		g.tell(Ply{Pos: pos, Offered: offered, Move: m, Seat: seatOf[mover]})
		if sw, ok := pos.(rules.Swapper); ok && sw.IsSwap(m) {
			seatOf[0], seatOf[1] = seatOf[1], seatOf[0]
			o.Swapped = !o.Swapped
		}
		pos.Apply(m)
		o.Plies++
	}
	if o.Winner = pos.Result().Winner; o.Winner != rules.NoPlayer {
		o.Seat = seatOf[o.Winner]
	}
	return o, nil
}

// tell hands p to the listener and to every seat that follows the game.
func (g Game) tell(p Ply) {
	if g.OnPly != nil {
		g.OnPly(p)
	}
	for _, s := range g.Seats {
		if f, ok := s.Engine.(Follower); ok {
			f.Follow(p)
		}
	}
}
