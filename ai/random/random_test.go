package random_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"tessera/ai/random"
	"tessera/rules"
)

func choices(t *testing.T, seed uint64, moves []rules.Move, n int) []rules.Move {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	out := make([]rules.Move, n)
	for i := range out {
		mv, err := random.Mover{}.Choose(context.Background(), nil, moves, rng)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = mv
	}
	return out
}

func TestSameSeedSameChoices(t *testing.T) {
	moves := []rules.Move{10, 20, 30, 40, 50}
	a, b := choices(t, 7, moves, 200), choices(t, 7, moves, 200)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("choice %d: %d then %d with the same seed", i, a[i], b[i])
		}
	}
	c := choices(t, 8, moves, 200)
	same := 0
	for i := range a {
		if a[i] == c[i] {
			same++
		}
	}
	if same == len(a) {
		t.Fatal("seeds 7 and 8 made the same 200 choices")
	}
}

// Every offered move is chosen about equally often.
func TestUniform(t *testing.T) {
	moves := []rules.Move{3, 1, 4, 9}
	const n = 40000
	count := map[rules.Move]int{}
	for _, mv := range choices(t, 1, moves, n) {
		count[mv]++
	}
	if len(count) != len(moves) {
		t.Fatalf("chose %v, want only and all of %v", count, moves)
	}
	want := n / len(moves)
	for mv, c := range count {
		if c < want*95/100 || c > want*105/100 {
			t.Errorf("move %d chosen %d times of %d, want about %d", mv, c, n, want)
		}
	}
}

func TestErrors(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	if _, err := (random.Mover{}).Choose(context.Background(), nil, nil, rng); err == nil {
		t.Error("no moves: want an error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (random.Mover{}).Choose(ctx, nil, []rules.Move{1}, rng); err != context.Canceled {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
}
