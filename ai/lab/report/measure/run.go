package measure

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"tessera/ai/lab/report"
	"tessera/ai/players"
	"tessera/ai/random"
	"tessera/rules"
	"tessera/rules/games"
)

// Config says what a report measures and how much.
type Config struct {
	Game        string                          // the game's name, as in "iris"
	Games       int                             // self-play games of the level
	Playouts    int                             // the level's playouts a move if it is a tree search; 0 for the setting's
	LadderGames int                             // games of each ladder and tournament pairing; 0 for the setting's
	MirrorGames int                             // games of each mirror against the level
	SpeedTime   time.Duration                   // how long random playouts are timed
	Parallel    int                             // games played at once
	Seed        uint64                          // seeds every game
	Solved      func() (*report.UrFacts, error) // the solved facts the game has (Ur's, from ai/cmd/ursolve's table); nil for none
	Ladder      []string                        // the ladder's levels, weakest first; nil for the game's setting
	League      []string                        // the tournament's levels; nil for the game's setting
	CPUTime     func() time.Duration            // the process's CPU time so far, to time the playouts by; nil for none

	setting report.Setting
	start   func() rules.Position
}

// Run measures c.Game as c says.
func Run(ctx context.Context, c Config) (*report.Report, error) {
	g, err := games.Lookup(c.Game)
	if err != nil {
		return nil, fmt.Errorf("measure: %v", err)
	}
	set, ok := report.Settings()[c.Game]
	if !ok {
		return nil, fmt.Errorf("measure: no setting for %s", c.Game)
	}
	if c.Playouts == 0 {
		c.Playouts = set.Playouts
	}
	if c.LadderGames == 0 {
		c.LadderGames = set.Games
	}
	if c.Ladder != nil {
		set.Ladder = c.Ladder
	}
	if c.League != nil {
		set.League = c.League
	}
	c.setting = set
	if c.start, err = games.Start(c.Game, set.Options); err != nil {
		return nil, err
	}
	r := &report.Report{Game: c.Game, Options: optionWords(set.Options), Title: g.Title(), Players: g.Players(), Level: set.Level, LevelName: levelName(c.Game, set.Level),
		Budget: c.budget(), Seed: c.Seed, Note: set.Note, Source: report.SeedReports()[c.Game]}
	if r.SelfPlay, err = selfPlay(ctx, c); err != nil {
		return nil, err
	}
	r.Speed = c.speed(ctx)
	if r.Ladder, err = ladder(ctx, c, set.Ladder); err != nil {
		return nil, err
	}
	if r.Mirrors, r.MirrorMoves, err = mirrors(ctx, c); err != nil {
		return nil, err
	}
	if r.League, err = roundRobin(ctx, c, set.League); err != nil {
		return nil, err
	}
	if c.Solved != nil {
		if r.Ur, err = c.Solved(); err != nil {
			return nil, err
		}
	}
	r.Ladder, r.Mirrors, r.League = orEmpty(r.Ladder), orEmpty(r.Mirrors), orEmpty(r.League)
	if r.MirrorMoves == nil {
		r.MirrorMoves = []float64{}
	}
	return r, ctx.Err()
}

// orEmpty returns ps, or an empty list for nil (JSON [], never null).
func orEmpty(ps []report.Pairing) []report.Pairing {
	if ps == nil {
		return []report.Pairing{}
	}
	return ps
}

// levelName returns the name of the level id of game, id if it has none.
func levelName(game, id string) string {
	for _, l := range players.Levels(game) {
		if l.ID == id {
			return l.Name
		}
	}
	return id
}

// speed times random playouts, on the clock and, if c can tell, in CPU
// time.
func (c Config) speed(ctx context.Context) random.Speed {
	var before time.Duration
	if c.CPUTime != nil {
		before = c.CPUTime()
	}
	sp := random.Playouts(ctx, c.start, c.SpeedTime, rand.New(rand.NewPCG(c.Seed, 0)), nil)
	if c.CPUTime != nil {
		sp.CPUSeconds = (c.CPUTime() - before).Seconds()
	}
	return sp
}

// levelLabel names the self-play level with its budget.
func (c Config) levelLabel() string {
	name := levelName(c.Game, c.setting.Level)
	if c.Playouts > 0 {
		return fmt.Sprintf("%s, %d playouts", name, c.Playouts)
	}
	return name
}

// budget says the level's budget in the self-play games.
func (c Config) budget() string {
	if c.Playouts > 0 {
		return fmt.Sprintf("%d playouts a move, in place of its own budget", c.Playouts)
	}
	return "its own budget"
}

// optionWords writes options as sorted key=value words.
func optionWords(options map[string]string) []string {
	var words []string
	for k, v := range options {
		words = append(words, k+"="+v)
	}
	slices.Sort(words)
	return words
}
