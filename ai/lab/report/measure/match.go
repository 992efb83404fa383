package measure

import (
	"context"

	"tessera/ai"
	"tessera/ai/lab/report"
	"tessera/ai/match"
	"tessera/ai/players"
	"tessera/rules"
)

// newSeat makes a fresh seat for one game.
type newSeat func() (ai.Engine, error)

// levelSeat makes seats played by the level called id of game, with
// playouts playouts a move if it is a tree search and playouts > 0.
func levelSeat(game, id string, playouts int) newSeat {
	return func() (ai.Engine, error) {
		e, err := players.EngineOf(game, id, playouts)
		return engineSeat{e}, err
	}
}

// pairOff plays a against b over games games from start, a first in the
// even games and second in the odd ones, parallel at once, game g's
// random choices drawn from seeded(seed, g).
func pairOff(ctx context.Context, start func() rules.Position, a, b newSeat, games, parallel int, seed uint64) (match.Tally, error) {
	var tally match.Tally
	err := match.Run(ctx, games, parallel, func(g int) (match.Outcome, error) {
		sa, err := a()
		if err != nil {
			return match.Outcome{}, err
		}
		sb, err := b()
		if err != nil {
			return match.Outcome{}, err
		}
		seats := [2]ai.Engine{sa, sb}
		if g%2 == 1 {
			seats[0], seats[1] = sb, sa
		}
		r, err := playGame(ctx, start(), seats, seeded(seed, g))
		return r.Outcome, err
	}, tally.Count)
	return tally, err
}

// pairing names a tally.
func pairing(a, b string, t match.Tally) report.Pairing {
	return report.Pairing{
		A: a, B: b, Games: t.Games, Wins: t.Wins, Draws: t.Draws, Losses: t.Losses,
		Score:     report.Wilson(float64(t.Wins)+float64(t.Draws)/2, t.Games),
		FirstWins: t.FirstWins, MeanPlies: t.MeanPlies(),
	}
}

// ladder plays each level of ids against the one below it.
func ladder(ctx context.Context, c Config, ids []string) ([]report.Pairing, error) {
	var out []report.Pairing
	for i := 1; i < len(ids); i++ {
		t, err := pairOff(ctx, c.start, levelSeat(c.Game, ids[i], 0), levelSeat(c.Game, ids[i-1], 0),
			c.LadderGames, c.Parallel, c.Seed+uint64(i))
		if err != nil {
			return nil, err
		}
		out = append(out, pairing(ids[i], ids[i-1], t))
	}
	return out, nil
}

// roundRobin plays every pair of ids, the later against the earlier.
func roundRobin(ctx context.Context, c Config, ids []string) ([]report.Pairing, error) {
	var out []report.Pairing
	for i := range ids {
		for j := range i {
			t, err := pairOff(ctx, c.start, levelSeat(c.Game, ids[i], 0), levelSeat(c.Game, ids[j], 0),
				c.LadderGames, c.Parallel, c.Seed+uint64(100*i+j))
			if err != nil {
				return nil, err
			}
			out = append(out, pairing(ids[i], ids[j], t))
		}
	}
	return out, nil
}
