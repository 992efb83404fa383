package solve

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"

	"tessera/ai/datafile"
)

// The table file (package datafile's frame, then one little-endian
// float32 per position in index order).
var tableFile = datafile.Kind{Magic: "TSURSOLV", Version: 1, Name: "table"}

//go:generate go tool easyjson -no_std_marshalers file.go
//go:generate sed -i -e /mailru.easyjson.$/d -e /_.easyjson.Marshaler$/d file_easyjson.go

// header is the JSON part of a table file.
//
//easyjson:json
type header struct {
	Pieces    int    `json:"pieces"`
	Positions int    `json:"positions"`
	Values    string `json:"values"`
}

// Write writes t to w in the table file format.
func (t *Table) Write(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	if err := tableFile.WriteHeader(bw, header{Pieces: t.x.pieces, Positions: len(t.values), Values: "float32"}); err != nil {
		return err
	}
	var b [4]byte
	for _, v := range t.values {
		binary.LittleEndian.PutUint32(b[:], math.Float32bits(v))
		bw.Write(b[:])
	}
	return bw.Flush()
}

// Read reads a table written by Write.
func Read(r io.Reader) (*Table, error) {
	br := bufio.NewReaderSize(r, 1<<20)
	var h header
	if err := tableFile.ReadHeader(br, &h); err != nil {
		return nil, fmt.Errorf("solve: %w", err)
	}
	x, err := NewIndex(h.Pieces)
	if err != nil {
		return nil, err
	}
	if h.Values != "float32" || h.Positions != x.Count() {
		return nil, fmt.Errorf("solve: header %+v does not fit %d pieces", h, h.Pieces)
	}
	values := make([]float32, h.Positions)
	var b [4]byte
	for i := range values {
		if _, err := io.ReadFull(br, b[:]); err != nil {
			return nil, fmt.Errorf("solve: reading values: %w", err)
		}
		values[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[:]))
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return nil, fmt.Errorf("solve: %w", datafile.ErrTrailing)
	}
	return &Table{x: x, values: values}, nil
}

// Save writes t to the file at path.
func (t *Table) Save(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := t.Write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Load reads the table file at path.
func Load(path string) (*Table, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f)
}
