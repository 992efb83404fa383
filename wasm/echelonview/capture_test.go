package echelonview

import (
	"testing"

	"tessera/wasm/board/boardtest"
)

func TestCaptures(t *testing.T) {
	var v View
	pos := position(t, nil, "e2-g2") // blue's g8 may stomp red's lone g2, or slide
	for token, want := range map[string]bool{"g8-g2": true, "g8-g7": false} {
		if !boardtest.Legal(pos, token) {
			t.Fatalf("%s is not legal here", token)
		}
		if got := v.Captures(pos, token); got != want {
			t.Errorf("Captures(%s) = %v, want %v", token, got, want)
		}
	}
}
