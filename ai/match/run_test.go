package match

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// Every game is played once and counted once, whatever the parallelism;
// a failed game is not counted and its error comes back.
func TestRun(t *testing.T) {
	bad := errors.New("game 3 failed")
	for _, parallel := range []int{0, 1, 3} {
		var counted []int
		err := Run(context.Background(), 6, parallel, func(g int) (int, error) {
			if g == 3 {
				return 0, bad
			}
			return 10 * g, nil
		}, func(g, r int) {
			if r != 10*g {
				t.Errorf("game %d counted with %d", g, r)
			}
			counted = append(counted, g)
		})
		slices.Sort(counted)
		if !errors.Is(err, bad) || !slices.Equal(counted, []int{0, 1, 2, 4, 5}) {
			t.Errorf("parallel %d: counted %v, error %v", parallel, counted, err)
		}
	}
}

// A done context starts no game and is the error.
func TestRunStopsWithContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	played := 0
	err := Run(ctx, 4, 2, func(int) (int, error) { played++; return 0, nil }, func(int, int) {})
	if played != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("played %d games, error %v", played, err)
	}
}
