package measure

import (
	"context"
	"sync/atomic"

	"tessera/ai/report"
	"tessera/rules"
)

// mirrorSeat plays the image of the opponent's moves. The k-th move of
// its turn is the image of the k-th move of the opponent's last turn;
// when there is none, or the image is not on offer, the fallback plays.
type mirrorSeat struct {
	board    report.Board
	mirror   report.Mirror
	fallback seat
	mirrored *atomic.Int64 // moves played as images
}

func (s mirrorSeat) choose(ctx context.Context, t *table) (rules.Move, error) {
	if tok, ok := s.image(t); ok {
		for _, m := range t.moves {
			if t.pos.Token(m) == tok {
				s.mirrored.Add(1)
				return m, nil
			}
		}
	}
	return s.fallback.choose(ctx, t)
}

// image returns the token this seat would copy now.
func (s mirrorSeat) image(t *table) (string, bool) {
	me := t.pos.ToMove()
	end, k := len(t.history), 0
	for end > 0 && t.history[end-1].by == me {
		end--
		k++
	}
	begin := end
	for begin > 0 && t.history[begin-1].by != me {
		begin--
	}
	if begin+k >= end {
		return "", false
	}
	return report.ImageToken(s.board, s.mirror, t.history[begin+k].token)
}

// countingSeat counts the moves a seat chooses.
type countingSeat struct {
	seat
	n *atomic.Int64
}

func (s countingSeat) choose(ctx context.Context, t *table) (rules.Move, error) {
	s.n.Add(1)
	return s.seat.choose(ctx, t)
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
		counted := func() (seat, error) {
			fb, err := level()
			return countingSeat{mirrorSeat{c.setting.Board, m, fb, &mirrored}, &mine}, err
		}
		t, err := match(ctx, c.start, counted, level, c.MirrorGames, c.Parallel, c.Seed+uint64(1000+i))
		if err != nil {
			return nil, nil, err
		}
		out = append(out, pairing(m.String(), c.levelLabel(), t))
		shares = append(shares, float64(mirrored.Load())/float64(max(mine.Load(), 1)))
	}
	return out, shares, nil
}
