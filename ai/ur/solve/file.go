package solve

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
)

// The table file: magic, version (uint32), the length of the JSON header
// (uint32) and the header, then one little-endian float32 per position in
// index order. Integers are little-endian.
const (
	magic   = "TSURSOLV"
	version = 1
)

// header is the JSON part of a table file.
type header struct {
	Pieces    int    `json:"pieces"`
	Positions int    `json:"positions"`
	Values    string `json:"values"`
}

// Write writes t to w in the table file format.
func (t *Table) Write(w io.Writer) error {
	h, err := json.Marshal(header{Pieces: t.x.pieces, Positions: len(t.values), Values: "float32"})
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	bw.WriteString(magic)
	binary.Write(bw, binary.LittleEndian, [2]uint32{version, uint32(len(h))})
	bw.Write(h)
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
	var m [len(magic)]byte
	var vl [2]uint32
	if _, err := io.ReadFull(br, m[:]); err != nil || string(m[:]) != magic {
		return nil, errors.New("solve: not a table file")
	}
	if err := binary.Read(br, binary.LittleEndian, &vl); err != nil {
		return nil, fmt.Errorf("solve: reading header: %w", err)
	}
	if vl[0] != version || vl[1] > 1<<16 {
		return nil, fmt.Errorf("solve: table version %d, header %d bytes: unsupported", vl[0], vl[1])
	}
	hb := make([]byte, vl[1])
	if _, err := io.ReadFull(br, hb); err != nil {
		return nil, fmt.Errorf("solve: reading header: %w", err)
	}
	var h header
	if err := json.Unmarshal(hb, &h); err != nil {
		return nil, fmt.Errorf("solve: header: %w", err)
	}
	x, err := NewIndex(h.Pieces)
	if err != nil {
		return nil, err
	}
	if h.Values != "float32" || h.Positions != x.Count() {
		return nil, fmt.Errorf("solve: header %s does not fit %d pieces", hb, h.Pieces)
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
		return nil, errors.New("solve: trailing data after the values")
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
