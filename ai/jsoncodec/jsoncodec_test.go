package jsoncodec

import (
	"errors"
	"testing"

	"github.com/mailru/easyjson/jlexer"
	"github.com/mailru/easyjson/jwriter"
)

// text is a JSON string, with the two methods easyjson would generate for
// it written by hand.
type text string

func (t text) MarshalEasyJSON(w *jwriter.Writer) { w.String(string(t)) }

func (t *text) UnmarshalEasyJSON(l *jlexer.Lexer) {
	*t = text(l.String())
	l.Consumed()
}

func TestRoundTrip(t *testing.T) {
	for _, s := range []text{"", "plain", `"quoted" \ back`, "Ur 𒌷", "line\nbreak"} {
		b, err := Marshal(s)
		if err != nil {
			t.Fatalf("Marshal(%q): %v", s, err)
		}
		var got text
		if err := Unmarshal(b, &got); err != nil || got != s {
			t.Errorf("Unmarshal(%s) = %q, %v; want %q", b, got, err, s)
		}
	}
}

func TestUnmarshalRefuses(t *testing.T) {
	for name, data := range map[string]string{
		"empty":      ``,
		"not JSON":   `plain`,
		"wrong type": `12`,
		"trailing":   `"a" "b"`,
		"unclosed":   `"a`,
	} {
		var got text
		if err := Unmarshal([]byte(data), &got); err == nil {
			t.Errorf("%s: Unmarshal(%q) = %q without error", name, data, got)
		}
	}
}

// TestUnmarshalNotUTF8: the lexer alone keeps a bad byte in the string it
// reads; Unmarshal refuses the text.
func TestUnmarshalNotUTF8(t *testing.T) {
	data := []byte("\"a\xffb\"")
	var kept text
	l := jlexer.Lexer{Data: data}
	if kept.UnmarshalEasyJSON(&l); l.Error() != nil || kept != "a\xffb" {
		t.Fatalf("the lexer read %q, %v: the test no longer shows what Unmarshal guards against", kept, l.Error())
	}
	var got text
	if err := Unmarshal(data, &got); !errors.Is(err, ErrNotUTF8) {
		t.Errorf("Unmarshal(%q) = %q, %v; want ErrNotUTF8", data, got, err)
	}
}
