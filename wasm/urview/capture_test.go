package urview

import (
	"testing"

	"tessera/wasm/board/boardtest"
)

func TestCaptures(t *testing.T) {
	var v View
	pos := position(t, "4:L4", "2:L0", "4:R4")
	for token, want := range map[string]bool{"2:R0": true, "2:R4": false} {
		if !boardtest.Legal(pos, token) {
			t.Fatalf("%s is not legal here", token)
		}
		if got := v.Captures(pos, token); got != want {
			t.Errorf("Captures(%s) = %v, want %v", token, got, want)
		}
	}
}
