// Package jsoncodec runs the JSON codecs easyjson generates for a type, its
// MarshalEasyJSON and UnmarshalEasyJSON methods, with easyjson's writer and
// lexer alone. easyjson's root package, which generated code imports unless
// told not to, links net/http into the browser's program (docs/architecture.md).
//
// It serves the engines' data files (ai/datafile and the files built on
// it), which only the AI worker's program reads. The page's own JSON (the
// worker's messages, saved games, settings) goes through hand-written
// codecs on wasm/jsonwire instead, since easyjson's writer and lexer link
// fmt, encoding/json and net, which the page's first download leaves out
// (docs/architecture.md).
package jsoncodec

import (
	"errors"
	"unicode/utf8"

	"github.com/mailru/easyjson/jlexer"
	"github.com/mailru/easyjson/jwriter"
)

// Encoder is a value with the encoder easyjson generates for its type.
type Encoder interface{ MarshalEasyJSON(w *jwriter.Writer) }

// Decoder is a pointer with the decoder easyjson generates for its type.
type Decoder interface{ UnmarshalEasyJSON(l *jlexer.Lexer) }

// ErrNotUTF8 is Unmarshal's error for text that is not UTF-8.
var ErrNotUTF8 = errors.New("not UTF-8")

// Marshal returns v as JSON. Its error is the encoder's: a generated encoder
// of strings, numbers, booleans and slices, maps and structs of those
// never fails.
func Marshal(v Encoder) ([]byte, error) {
	var w jwriter.Writer
	v.MarshalEasyJSON(&w)
	return w.BuildBytes()
}

// Unmarshal reads the JSON data into v: the one value data holds, and
// nothing after it. Text that is not UTF-8 is refused with ErrNotUTF8:
// easyjson would keep its bad bytes in a string, and write them back
// changed.
func Unmarshal(data []byte, v Decoder) error {
	if !utf8.Valid(data) {
		return ErrNotUTF8
	}
	l := jlexer.Lexer{Data: data}
	v.UnmarshalEasyJSON(&l)
	return l.Error()
}
