package chance_test

import (
	"context"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"tessera/ai/chance"
	"tessera/ai/iris"
	"tessera/ai/mcts"
	"tessera/ai/random"
	"tessera/rules"
	"tessera/rules/games"
)

// synthetic draws n samples whose results follow l.
func synthetic(l chance.Logistic, n int, seed uint64) []chance.Sample {
	rng := rand.New(rand.NewPCG(seed, seed))
	out := make([]chance.Sample, n)
	for i := range out {
		x := rng.NormFloat64() * 2
		won := 0.0
		if rng.Float64() < l.Chance(x) {
			won = 1
		}
		out[i] = chance.Sample{Game: i, X: x, Won: won}
	}
	return out
}

func TestFitRecoversTheMapping(t *testing.T) {
	for _, want := range []chance.Logistic{{A: 1, B: 0}, {A: 0.5, B: -0.3}, {A: 2, B: 0.4}} {
		got := chance.Fit(synthetic(want, 20_000, 7))
		if math.Abs(got.A-want.A) > 0.1*want.A || math.Abs(got.B-want.B) > 0.08 {
			t.Errorf("Fit of samples from %+v = %+v", want, got)
		}
	}
}

func TestFitLeavesProvenSamplesOut(t *testing.T) {
	samples := synthetic(chance.Logistic{A: 0.8, B: 0.2}, 5_000, 3)
	with := append(samples, make([]chance.Sample, 5_000)...)
	for i := len(samples); i < len(with); i++ {
		with[i] = chance.Sample{X: 10, Proven: true, Exact: 0, Won: 0} // would drag the fit down, were they counted
	}
	if a, b := chance.Fit(samples), chance.Fit(with); a != b {
		t.Errorf("proven samples changed the fit: %+v, then %+v", a, b)
	}
}

func TestMeasureBinsPredictionsAgainstResults(t *testing.T) {
	proven := func(p, won float64) chance.Sample { return chance.Sample{Proven: true, Exact: p, Won: won} }
	samples := []chance.Sample{
		proven(0.05, 0), proven(0.05, 0), proven(0.05, 1), proven(0.05, 0), // predicted 5%, observed 25%
		proven(0.95, 1), proven(0.95, 1), proven(0.95, 1), proven(0.95, 1), // predicted 95%, observed 100%
		proven(1, 1), proven(0.5, 0.5),
	}
	tab := chance.Measure(chance.Logistic{A: 1}, samples)
	want := map[int]chance.Bin{0: {Count: 4, Predicted: 0.05, Observed: 0.25}, 5: {Count: 1, Predicted: 0.5, Observed: 0.5}, 9: {Count: 5, Predicted: 0.96, Observed: 1}}
	for i, b := range tab {
		w := want[i]
		if b.Count != w.Count || math.Abs(b.Predicted-w.Predicted) > 1e-9 || math.Abs(b.Observed-w.Observed) > 1e-9 {
			t.Errorf("bin %d = %+v, want %+v", i, b, w)
		}
	}
	if got, want := tab.Error(), (4*0.2+5*0.04)/10; math.Abs(got-want) > 1e-9 {
		t.Errorf("Error = %v, want %v", got, want)
	}
}

func TestSplitPartsByGame(t *testing.T) {
	fit, test := chance.Split([]chance.Sample{{Game: 0}, {Game: 1}, {Game: 2}, {Game: 2}, {Game: 3}})
	if len(fit) != 3 || len(test) != 2 {
		t.Fatalf("Split: %d to fit, %d to test", len(fit), len(test))
	}
	for _, s := range test {
		if s.Game%2 == 0 {
			t.Errorf("game %d tested, not fitted", s.Game)
		}
	}
}

// smallIris collects a few quick games of Iris on the smallest board.
func smallIris(t *testing.T, seed uint64) []chance.Sample {
	t.Helper()
	g, err := games.Lookup("iris")
	if err != nil {
		t.Fatal(err)
	}
	opts, err := rules.ParseOptions(g, map[string]string{"size": "5"})
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	samples, err := chance.Collect(context.Background(), chance.Collection{
		Start:  func() rules.Position { return m.Position().Clone() },
		Player: random.Mover{}, Rate: mcts.Rate(mcts.Searcher(iris.Search(60, 0))),
		Games: 4, Parallel: 2, Seed: seed,
	})
	if err != nil {
		t.Fatal(err)
	}
	return samples
}

func TestCalibrationReproducesFromASeed(t *testing.T) {
	a, b, c := smallIris(t, 1), smallIris(t, 1), smallIris(t, 2)
	if len(a) == 0 {
		t.Fatal("no samples")
	}
	if !reflect.DeepEqual(a, b) {
		t.Error("two collections with one seed differ")
	}
	if reflect.DeepEqual(a, c) {
		t.Error("collections with two seeds are the same")
	}
	table := func(s []chance.Sample) chance.Table {
		fit, test := chance.Split(s)
		return chance.Measure(chance.Fit(fit), test)
	}
	if table(a) != table(b) {
		t.Error("the calibration tables of one seed differ")
	}
	for _, s := range a {
		if s.Won != 0 && s.Won != 1 && s.Won != 0.5 {
			t.Fatalf("sample %+v: a result is 0, ½ or 1", s)
		}
	}
}

func TestBrierRewardsChancesThatTellPositionsApart(t *testing.T) {
	samples := synthetic(chance.Logistic{A: 1.5}, 5_000, 9)
	half, right, wrong := chance.Brier(chance.Logistic{}, samples), chance.Brier(chance.Logistic{A: 1.5}, samples), chance.Brier(chance.Logistic{A: -1.5}, samples)
	if math.Abs(half-0.25) > 1e-12 || !(right < half && half < wrong) {
		t.Errorf("Brier: constant ½ %v, the true mapping %v, its reverse %v", half, right, wrong)
	}
}
