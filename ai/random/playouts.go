package random

import (
	"context"
	"math/rand/v2"
	"time"

	"tessera/rules"
)

// Speed is a measure of random playouts: games from the start, every
// move drawn uniformly from those on offer (rules.Offer).
type Speed struct {
	Playouts  int     `json:"playouts"`
	Plies     int     `json:"plies"`
	Seconds   float64 `json:"seconds"`
	PerSecond float64 `json:"perSecond"`
	// CPUSeconds is the CPU time the process spent on them, where the
	// caller could measure it (0 if not): on a shared machine the playouts
	// a CPU second are the fairer figure.
	CPUSeconds float64 `json:"cpuSeconds,omitempty"`
}

// progressEvery is how often Playouts reports its progress.
const progressEvery = 100 * time.Millisecond

// Playouts plays random games from start() until d has passed or ctx is
// done, and returns how many it finished and how fast. progress, if not
// nil, hears the speed so far about every tenth of a second.
func Playouts(ctx context.Context, start func() rules.Position, d time.Duration, rng *rand.Rand, progress func(Speed)) Speed {
	began := time.Now()
	next := began.Add(progressEvery)
	var s Speed
	var moves []rules.Move
	for ctx.Err() == nil {
		pos := start()
		for !pos.Result().Over {
			moves = rules.Offer(pos, rng, moves[:0])
			pos.Apply(moves[rng.IntN(len(moves))])
			s.Plies++
		}
		s.Playouts++
		now := time.Now()
		s.Seconds = now.Sub(began).Seconds()
		s.PerSecond = float64(s.Playouts) / s.Seconds
		if now.Sub(began) >= d {
			break
		}
		if progress != nil && now.After(next) {
			progress(s)
			next = now.Add(progressEvery)
		}
	}
	return s
}
