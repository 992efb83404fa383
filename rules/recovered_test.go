package rules

import (
	"errors"
	"io"
	"testing"
)

type stringer struct{}

func (stringer) String() string { return "a stringer" }

func TestRecovered(t *testing.T) {
	for _, c := range []struct {
		p    any
		want string
	}{
		{io.EOF, "EOF"},
		{stringer{}, "a stringer"},
		{"words", "words"},
		{42, "a panic with a value of another kind"},
	} {
		if got := Recovered(c.p).Error(); got != c.want {
			t.Errorf("Recovered(%#v) = %q, want %q", c.p, got, c.want)
		}
	}
	if !errors.Is(Recovered(io.EOF), io.EOF) {
		t.Error("Recovered(an error) is not that error")
	}
	func() {
		defer func() {
			if got := Recovered(recover()).Error(); got != "runtime error: index out of range [3] with length 0" {
				t.Errorf("a runtime panic recovered: %q", got)
			}
		}()
		var s []int
		_ = s[3]
	}()
}
