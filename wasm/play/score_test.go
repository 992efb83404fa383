package play

import (
	"encoding/json"
	"testing"
)

func TestScoreWords(t *testing.T) {
	// The JSON shapes of SPEC.md's referee scores, one side's part each.
	for raw, want := range map[string]string{
		`2`:                        "2",
		`[8,5,1]`:                  "8, 5, 1",
		`[]`:                       "none",
		`{"largest":5,"groups":2}`: "groups 2, largest 5",
	} {
		var v any
		if err := json.Unmarshal([]byte(raw), &v); err != nil {
			t.Fatal(err)
		}
		if got := scoreWords(v); got != want {
			t.Errorf("scoreWords(%s) = %q, want %q", raw, got, want)
		}
	}
}
