package rules_test

import (
	"errors"
	"fmt"
	"testing"

	"tessera/rules"
)

func TestSay(t *testing.T) {
	inner := errors.New(`hexhex: "zz9" is not a cell name`)
	tests := []struct {
		err  error
		want string
	}{
		{nil, ""},
		{inner, `"zz9" is not a cell name.`},
		{fmt.Errorf(`iris: "zz9" is not a move: %w`, inner), `"zz9" is not a move: "zz9" is not a cell name.`},
		{errors.New("ur: setup: the board is full."), "The board is full."},
		{rules.Said(inner, "Check the cell."), "Check the cell."},
		{fmt.Errorf("board: the saved game: %w", rules.Said(inner, "Check the cell.")), "Check the cell."},
	}
	for _, tt := range tests {
		if got := rules.Say(tt.err); got != tt.want {
			t.Errorf("Say(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
	if err := rules.Said(inner, "Check the cell."); err.Error() != inner.Error() || !errors.Is(err, inner) {
		t.Errorf("Said changed the error: %v", err)
	}
}
