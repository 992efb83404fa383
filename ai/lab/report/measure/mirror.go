package measure

import (
	"context"
	"math/rand/v2"
	"sync/atomic"

	"tessera/ai"
	"tessera/ai/lab/report"
	"tessera/ai/match"
	"tessera/rules"
)

// mirrorSeat plays the image of the opponent's moves. The k-th move of
// its turn is the image of the k-th move of the opponent's last turn;
// when there is none, or the image is not on offer, the fallback plays. It
// follows its game (match.Follower), so each game needs its own.
type mirrorSeat struct {
	board    report.Board
	mirror   report.Mirror
	fallback ai.Engine
	mirrored *atomic.Int64 // moves played as images
	history  []played      // the game's moves so far
}

// played is a move of the game: who played it and its token.
type played struct {
	by    rules.Player
	token string
}

// Follow records a move of the game.
func (s *mirrorSeat) Follow(p match.Ply) {
	s.history = append(s.history, played{p.Pos.ToMove(), p.Pos.Token(p.Move)})
}

// Choose plays the image if it is on offer, else the fallback's move.
func (s *mirrorSeat) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	if tok, ok := s.image(pos.ToMove()); ok {
		for _, m := range moves {
			if pos.Token(m) == tok {
				s.mirrored.Add(1)
				return m, nil
			}
		}
	}
	return s.fallback.Choose(ctx, pos, moves, rng)
}

// image returns the token the seat would copy now, me to move.
func (s *mirrorSeat) image(me rules.Player) (string, bool) {
	end, k := len(s.history), 0
	for end > 0 && s.history[end-1].by == me {
		end--
		k++
	}
	begin := end
	for begin > 0 && s.history[begin-1].by != me {
		begin--
	}
	if begin+k >= end {
		return "", false
	}
	return report.ImageToken(s.board, s.mirror, s.history[begin+k].token)
}

// countingSeat counts the moves a mirror seat chooses.
type countingSeat struct {
	*mirrorSeat
	n *atomic.Int64
}

// Choose counts the move and asks the seat.
func (s countingSeat) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	s.n.Add(1)
	return s.mirrorSeat.Choose(ctx, pos, moves, rng)
}

// mirrors plays each mirror against the level, with the level as its
// fallback, and returns their pairings and the share of their moves that
// were images.
func mirrors(ctx context.Context, c Config) ([]report.Pairing, []float64, error) {
	if c.setting.Board == nil {
		return nil, nil, nil
	}
	var out []report.Pairing
	var shares []float64
	level := levelSeat(c.Game, c.setting.Level, c.Playouts)
	for i, m := range report.Mirrors {
		var mirrored, mine atomic.Int64
		counted := func() (ai.Engine, error) {
			fb, err := level()
			return countingSeat{&mirrorSeat{board: c.setting.Board, mirror: m, fallback: fb, mirrored: &mirrored}, &mine}, err
		}
		t, err := pairOff(ctx, c.start, counted, level, c.MirrorGames, c.Parallel, c.Seed+uint64(1000+i))
		if err != nil {
			return nil, nil, err
		}
		out = append(out, pairing(m.String(), c.levelLabel(), t))
		shares = append(shares, float64(mirrored.Load())/float64(max(mine.Load(), 1)))
	}
	return out, shares, nil
}
