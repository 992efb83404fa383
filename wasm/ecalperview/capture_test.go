package ecalperview

import (
	"testing"

	"tessera/wasm/board/boardtest"
)

func TestCaptures(t *testing.T) {
	var v View
	pos := position(t, 5, opened...) // white may replace a marked black stone
	for token, want := range map[string]bool{"xa1": true, "swap": false} {
		if !boardtest.Legal(pos, token) {
			t.Fatalf("%s is not legal here", token)
		}
		if got := v.Captures(pos, token); got != want {
			t.Errorf("Captures(%s) = %v, want %v", token, got, want)
		}
	}
}
