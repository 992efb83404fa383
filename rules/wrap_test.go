package rules

import (
	"errors"
	"io"
	"testing"
)

func TestWrap(t *testing.T) {
	inner := Said(io.ErrUnexpectedEOF, "The record ends too soon.")
	err := Wrap("board: the saved game", inner)
	if got, want := err.Error(), "board: the saved game: unexpected EOF"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Error("errors.Is does not see the wrapped error")
	}
	var s Sayer
	if !errors.As(err, &s) || s.Say() != "The record ends too soon." {
		t.Error("errors.As does not find the wrapped Sayer")
	}
	if got := Say(err); got != "The record ends too soon." {
		t.Errorf("Say = %q", got)
	}
}
