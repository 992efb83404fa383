package datafile

import (
	"bufio"
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/mailru/easyjson/jlexer"
	"github.com/mailru/easyjson/jwriter"
)

var kind = Kind{Magic: "TSTESTFL", Version: 3, Name: "test"}

// header is a test file kind's header, written and read by hand with
// easyjson's writer and lexer, as generated code does.
type header struct {
	N    int
	What string
}

func (h header) MarshalEasyJSON(w *jwriter.Writer) {
	w.RawString(`{"n":`)
	w.Int(h.N)
	w.RawString(`,"what":`)
	w.String(h.What)
	w.RawByte('}')
}

func (h *header) UnmarshalEasyJSON(l *jlexer.Lexer) {
	l.Delim('{')
	for !l.IsDelim('}') {
		key := l.UnsafeFieldName(false)
		l.WantColon()
		switch key {
		case "n":
			h.N = l.Int()
		case "what":
			h.What = l.String()
		default:
			l.SkipRecursive()
		}
		l.WantComma()
	}
	l.Delim('}')
	l.Consumed()
}

func TestRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	if err := kind.WriteHeader(&buf, header{7, "float32"}); err != nil {
		t.Fatal(err)
	}
	buf.WriteString("DATA")
	var h header
	if err := kind.ReadHeader(&buf, &h); err != nil || h != (header{7, "float32"}) {
		t.Fatalf("read %+v, %v", h, err)
	}
	if buf.String() != "DATA" {
		t.Errorf("left %q after the header, want the data", buf.String())
	}
}

func TestRefuses(t *testing.T) {
	var good bytes.Buffer
	kind.WriteHeader(&good, header{1, "x"})
	data := good.Bytes()
	other := Kind{Magic: "TSOTHERF", Version: 3, Name: "other"}
	newer := Kind{Magic: kind.Magic, Version: 4, Name: "test"}
	for name, c := range map[string]struct {
		k    Kind
		data []byte
		want string
	}{
		"empty":         {kind, nil, "not a test file"},
		"other kind":    {other, data, "not a other file"},
		"other version": {newer, data, "version 3"},
		"cut header":    {kind, data[:len(data)-2], "reading the test header"},
		"bad json":      {kind, append(bytes.Clone(data[:len(data)-1]), '!'), "header"},
		"huge header":   {kind, append([]byte(kind.Magic), 3, 0, 0, 0, 0, 0, 0, 1), "unsupported"},
	} {
		var h header
		err := c.k.ReadHeader(bytes.NewReader(c.data), &h)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error about %q", name, err, c.want)
		}
	}
}

// TestWords checks that words read back as written, and that a body cut
// short, with more words than asked, or followed by a byte is refused.
func TestWords(t *testing.T) {
	v := []uint16{0, 1, 0xffff, 0x1234, 7, 0x8000}
	var buf bytes.Buffer
	if err := WriteWords(&buf, v); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	got, err := ReadWords(bufio.NewReader(bytes.NewReader(data)), len(v))
	if err != nil || !slices.Equal(got, v) {
		t.Fatalf("read %v, %v; want %v", got, err, v)
	}
	for name, c := range map[string]struct {
		data []byte
		n    int
	}{
		"cut":         {data[:len(data)-1], len(v)},
		"more words":  {data, len(v) - 1},
		"fewer words": {data, len(v) + 1},
		"a byte more": {append(bytes.Clone(data), 0), len(v)},
	} {
		if _, err := ReadWords(bufio.NewReader(bytes.NewReader(c.data)), c.n); err == nil {
			t.Errorf("%s: read", name)
		}
	}
}
