package measure

import (
	"context"
	"sort"

	"tessera/ai"
	"tessera/ai/lab/report"
	"tessera/ai/match"
	"tessera/rules"
)

// histogramBins is how many bars the game-length histogram has.
const histogramBins = 20

// selfPlay plays c.Games games of the level against itself.
func selfPlay(ctx context.Context, c Config) (report.SelfPlay, error) {
	games := make([]game, c.Games)
	s := levelSeat(c.Game, c.setting.Level, c.Playouts)
	err := match.Run(ctx, c.Games, c.Parallel, func(g int) (game, error) {
		a, err := s()
		if err != nil {
			return game{}, err
		}
		return playGame(ctx, c.start(), [2]ai.Engine{a, a}, seeded(c.Seed, g))
	}, func(g int, r game) { games[g] = r })
	if err != nil {
		return report.SelfPlay{}, err
	}
	return summarize(games), nil
}

// summarize adds up games.
func summarize(games []game) report.SelfPlay {
	sp := report.SelfPlay{Games: len(games)}
	var length, turns, branching []float64
	openings := map[string]*report.Opening{}
	firstScore := map[string]float64{}
	for _, g := range games {
		length = append(length, float64(g.Plies))
		turns = append(turns, float64(g.Turns))
		branching = append(branching, g.branching)
		o := openings[g.first]
		if o == nil {
			o = &report.Opening{Token: g.first, Cell: report.Cell(g.first)}
			openings[g.first] = o
		}
		o.Played++
		switch g.Winner {
		case rules.First:
			sp.FirstWins++
			firstScore[g.first]++
		case rules.Second:
			sp.SecondWins++
		default:
			sp.Draws++
			firstScore[g.first] += 0.5
		}
	}
	sp.Length, sp.Turns, sp.Branching = report.Summarize(length), report.Summarize(turns), report.Summarize(branching)
	sp.Histogram = report.Histogram(length, histogramBins)
	sp.First = report.Wilson(float64(sp.FirstWins)+float64(sp.Draws)/2, sp.Games)
	sp.DrawRate = report.Wilson(float64(sp.Draws), sp.Games)
	for tok, o := range openings {
		o.Score = report.Wilson(firstScore[tok], o.Played)
		sp.Openings = append(sp.Openings, *o)
	}
	sort.Slice(sp.Openings, func(i, j int) bool {
		a, b := sp.Openings[i], sp.Openings[j]
		if a.Played != b.Played {
			return a.Played > b.Played
		}
		return a.Token < b.Token
	})
	return sp
}
