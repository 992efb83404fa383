package publish

import (
	"fmt"

	"tessera/ai/catalogue"
	"tessera/ai/lab/report"
	"tessera/ai/players"
)

// The report page speaks to players first: each section opens with what
// its figures mean, in a sentence written from the figures themselves.

// levelLabel names the level id of game as the New game dialog does, by
// its number and name ("Level 4 · Careful"); an id that is no level of
// game (a strategy of the Ur tournament) is left as it is.
func levelLabel(game, id string) string {
	l, err := players.Lookup(game, id)
	if err != nil {
		return id
	}
	return fmt.Sprintf("Level %d · %s", catalogue.Number(game, id), l.Name)
}

// levelMethod says how the level id of game plays, in the engine's own
// terms ("Expectimax, 2 plies"); "" when it does not say.
func levelMethod(game, id string) string {
	l, err := players.Lookup(game, id)
	if err != nil {
		return ""
	}
	return l.Method
}

// LengthSays says how long a game lasts and how many moves a player has
// to choose from.
func (v *ReportView) LengthSays() string {
	sp := v.SelfPlay
	return fmt.Sprintf("A game lasts about %s plies (a ply is one entry of the game record, by either player), "+
		"from %.0f in the shortest game to %.0f in the longest; at each ply there are about %s moves to choose from.",
		v.Num(sp.Length.Mean, 0), sp.Length.Min, sp.Length.Max, v.Num(sp.Branching.Mean, 0))
}

// FirstSays says whether moving first helps, from the first player's
// score and its 95% interval.
func (v *ReportView) FirstSays() string {
	f := v.SelfPlay.First
	switch {
	case f.Low > 0.5:
		return fmt.Sprintf("Moving first helps: between players of equal strength the first player scores %s, and surely more than half (95%% interval %s to %s).", pct(f.Rate), pct(f.Low), pct(f.High))
	case f.High < 0.5:
		return fmt.Sprintf("Moving first is a handicap: between players of equal strength the first player scores %s, and surely less than half (95%% interval %s to %s).", pct(f.Rate), pct(f.Low), pct(f.High))
	}
	return fmt.Sprintf("Moving first makes no clear difference: between players of equal strength the first player scores %s, and the true figure could be anywhere from %s to %s.", pct(f.Rate), pct(f.Low), pct(f.High))
}

// LadderSays says how many of the computer's levels surely beat the one
// below them.
func (v *ReportView) LadderSays() string {
	n := len(v.Report.Ladder)
	sure := 0
	for _, p := range v.Report.Ladder {
		if p.Score.Low > 0.5 {
			sure++
		}
	}
	lead := "A score above 50% means the higher level wins more often; its 95% interval is the range the true score surely lies in."
	switch {
	case n == 0:
		return lead
	case sure == n:
		return lead + " Here every level measured surely beats the one below it."
	case sure == 0:
		return lead + " Here no level measured is surely stronger than the one below it: more games would tell."
	}
	return lead + fmt.Sprintf(" Here %d of the %d levels measured surely beat the one below them; for the others, more games would tell.", sure, n)
}

// MirrorsSays says whether copying the opponent's moves is a strategy
// worth anything against the level.
func (v *ReportView) MirrorsSays() string {
	best := report.Pairing{}
	for _, p := range v.Report.Mirrors {
		if p.Score.Rate >= best.Score.Rate {
			best = p
		}
	}
	if len(v.Report.Mirrors) == 0 {
		return ""
	}
	if best.Score.High < 0.5 {
		return fmt.Sprintf("Copying the opponent's moves is a poor strategy here: every mirror loses to %s, the best scoring %s.", v.LevelName, pct(best.Score.Rate))
	}
	return fmt.Sprintf("Copying the opponent's moves is not hopeless here: the best mirror, %s, scores %s against %s.", best.A, pct(best.Score.Rate), v.LevelName)
}
