package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"

	"tessera/ai/ecalper"
	"tessera/ai/match"
	"tessera/rules"
	rulesecalper "tessera/rules/ecalper"
)

// resign plays a level against itself and asks, at the start of every
// turn, whether the player to move would resign: how often it would, how
// early, and how often the player would have gone on to win or draw (a
// wrong resignation).
func resign(args []string) error {
	fs := flag.NewFlagSet("resign", flag.ExitOnError)
	c := flags(fs, 20)
	id := fs.String("level", "ecalper-club", "the level")
	fs.Parse(args)
	var level *ecalper.Engine
	var name string
	for _, l := range ecalper.Levels() {
		if l.ID == *id {
			level, name = l.Engine.(*ecalper.Engine), l.Name
		}
	}
	if level == nil {
		return fmt.Errorf("ecalperlab: no level %q", *id)
	}
	var resigned, wrong, turnsLeft, turns int
	for g := range *c.Games {
		s, err := rulesecalper.New(rulesecalper.Options{Size: *c.Size, Pie: true})
		if err != nil {
			return err
		}
		rng := rand.New(rand.NewPCG(*c.Seed, uint64(g)))
		first := [2]int{-1, -1} // the turn each colour would first resign
		turn := 0
		ask := func(match.Ply) {
			if p := s.ToMove(); s.Phase().Replace {
				turn++
				if first[p] < 0 && level.Resigns(s) {
					first[p] = turn
				}
			}
		}
		self := match.Seat{Name: name, Engine: level, Rand: rng}
		if _, err := match.Play(context.Background(), match.Game{Start: s, Seats: [2]match.Seat{self, self}, OnPly: ask}); err != nil {
			return err
		}
		turns += turn
		for p, at := range first {
			if at < 0 {
				continue
			}
			resigned++
			turnsLeft += turn - at
			if s.Result().Winner != rules.Player(p).Other() {
				wrong++
			}
		}
	}
	fmt.Printf("%s on side %d, %d games of %.1f turns: %d resignations, %d wrong (the resigner won or drew), %.1f turns early on average\n",
		name, *c.Size, *c.Games, float64(turns)/float64(*c.Games), resigned, wrong, float64(turnsLeft)/float64(max(resigned, 1)))
	return nil
}
