package random

import (
	"context"
	"math/rand/v2"
	"testing"

	"tessera/rules/games"
)

// With no time to spend, Playouts plays one whole game; a done context
// plays none.
func TestPlayouts(t *testing.T) {
	for _, game := range []string{"ur", "iris", "ecalper", "carteso", "echelon"} {
		start, err := games.Start(game, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := Playouts(context.Background(), start, 0, rand.New(rand.NewPCG(3, 4)), nil)
		if s.Playouts != 1 || s.Plies < 1 {
			t.Errorf("%s: %+v, want one game", game, s)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if s := Playouts(ctx, start, 0, rand.New(rand.NewPCG(3, 4)), nil); s.Playouts != 0 {
			t.Errorf("%s: a done context played %+v", game, s)
		}
	}
}
