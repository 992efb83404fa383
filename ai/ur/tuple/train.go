package tuple

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"tessera/ai/ur/solve"
)

// TrainSettings control Train.
type TrainSettings struct {
	// Epochs is the number of passes; 0 means 8.
	Epochs int
	// Samples is the number of updates in an epoch; 0 means as many as
	// the table has positions.
	Samples int
	// Rate is the first epoch's learning rate per tuple entry; it falls
	// linearly to a tenth of it by the last epoch. 0 means 0.02.
	Rate float64
	// Workers train at once on the same weights without locks (each
	// update touches a handful of the millions of entries, so lost updates
	// are rare and harmless); 0 means 1. A single worker is reproducible.
	Workers int
	// Play is the share of value updates at positions drawn from games
	// instead of from the whole table: games of the table's perfect player
	// that plays a random move one time in Explore.
	Play    float64
	Explore int
	// Decide is the share of updates that are decisions from those games:
	// the network learns the differences between the win chances of a
	// roll's moves, which is all a player needs to choose.
	Decide float64
	Seed   uint64
	Log    io.Writer // one line per epoch; nil for none
}

// Train fits a network to t by stochastic gradient descent: value updates
// follow the cross entropy between the network's chance and the table's,
// decision updates the squared error of the moves' chances, each measured
// from the mean of the roll's moves.
func Train(t *solve.Table, set TrainSettings) *Net {
	if set.Epochs <= 0 {
		set.Epochs = 8
	}
	if set.Samples <= 0 {
		set.Samples = t.Index().Count()
	}
	if set.Rate <= 0 {
		set.Rate = 0.02
	}
	if set.Workers <= 0 {
		set.Workers = 1
	}
	n := New(t.Index().Pieces())
	trainers := make([]*trainer, set.Workers)
	for k := range trainers {
		trainers[k] = &trainer{n: n, t: t, set: set, g: newGame(t, set.Explore)}
	}
	for e := range set.Epochs {
		start := time.Now()
		rate := set.Rate * (1 - 0.9*float64(e)/float64(max(set.Epochs-1, 1)))
		var wg sync.WaitGroup
		var total trainer
		var mu sync.Mutex
		for k, tr := range trainers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tr.valueLoss, tr.values, tr.decisionLoss, tr.decisions = 0, 0, 0, 0
				tr.epoch(set.Samples/set.Workers, float32(rate), rand.New(rand.NewPCG(set.Seed, uint64(e*set.Workers+k))))
				mu.Lock()
				total.valueLoss += tr.valueLoss
				total.values += tr.values
				total.decisionLoss += tr.decisionLoss
				total.decisions += tr.decisions
				mu.Unlock()
			}()
		}
		wg.Wait()
		if set.Log != nil {
			fmt.Fprintf(set.Log, "epoch %d: rate %.4f, value rms error %.4f, decision rms error %.4f, in %s\n", e+1, rate,
				math.Sqrt(total.valueLoss/max(float64(total.values), 1)), math.Sqrt(total.decisionLoss/max(float64(total.decisions), 1)),
				time.Since(start).Round(time.Millisecond))
		}
	}
	return n
}

// trainer is one worker of Train, with its own games and losses.
type trainer struct {
	n   *Net
	t   *solve.Table
	set TrainSettings
	g   *game

	valueLoss, decisionLoss float64 // summed squared errors this epoch
	values, decisions       int
}

// epoch makes steps updates.
func (tr *trainer) epoch(steps int, rate float32, rng *rand.Rand) {
	x := tr.t.Index()
	for range steps {
		switch r := rng.Float64(); {
		case r < tr.set.Decide:
			tr.decision(rate, rng)
		case r < tr.set.Decide+(1-tr.set.Decide)*tr.set.Play:
			tr.value(tr.g.next(rng), rate)
		default:
			tr.value(rng.IntN(x.Count()), rate)
		}
	}
}

// value moves the network's chance of position i towards the table's.
func (tr *trainer) value(i int, rate float32) {
	f := features(tr.t.Index().Position(i), tr.n.pieces)
	d := float32(sigmoid(float64(tr.n.sum(f))) - tr.t.Value(i))
	tr.valueLoss += float64(d * d)
	tr.values++
	tr.n.add(f, -rate*d)
}

// decisionRate scales the decision updates: their gradient carries the
// slope of the sigmoid, at most a quarter.
const decisionRate = 8

// decision moves the differences between the network's chances of a
// roll's moves towards the table's.
func (tr *trainer) decision(rate float32, rng *rand.Rand) {
	s, _, moves := tr.g.decision(rng)
	type move struct {
		f     [numTuples]int
		slope float64 // d chance / d logit; 0 when the move ends the game
		err   float64 // network's chance minus the table's
	}
	var ms [8]move
	var mean float64
	for k, m := range moves {
		c := s
		c.Apply(m)
		mv := &ms[k]
		if !c.Result().Over {
			p, _ := solve.PositionOf(&c)
			i, _ := tr.t.Index().Of(p)
			mv.f = features(p, tr.n.pieces)
			q := sigmoid(float64(tr.n.sum(mv.f)))
			mv.err, mv.slope = q-tr.t.Value(i), q*(1-q)
			if c.ToMove() != s.ToMove() { // the chances are the opponent's
				mv.err, mv.slope = -mv.err, -mv.slope
			}
		}
		mean += mv.err
	}
	mean /= float64(len(moves))
	for k := range moves {
		mv := &ms[k]
		e := mv.err - mean
		tr.decisionLoss += e * e
		tr.decisions++
		if mv.slope != 0 {
			tr.n.add(mv.f, -rate*decisionRate*float32(e*mv.slope))
		}
	}
}

// sum returns the logit of the entries f.
func (n *Net) sum(f [numTuples]int) float32 {
	var z float32
	for _, j := range f {
		z += n.w[j]
	}
	return z
}

// add adds d to the entries f.
func (n *Net) add(f [numTuples]int, d float32) {
	for _, j := range f {
		n.w[j] += d
	}
}
