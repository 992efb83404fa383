package tuple

import (
	"bufio"
	"compress/flate"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
)

// The network file: magic, version (uint32), the length of the JSON header
// (uint32) and the header, then a DEFLATE stream of one int16 per weight,
// the weight divided by the header's step and rounded. Integers are
// little-endian. The stream is compressed in the file itself, so that the
// download is small whatever the server does with an unknown type; many
// weights, never trained, are 0.
const (
	magic   = "TSURTUPL"
	version = 1
)

// header is the JSON part of a network file.
type header struct {
	Pieces  int     `json:"pieces"`
	Weights int     `json:"weights"`
	Step    float64 `json:"step"`
}

// Write writes n to w in the network file format, each weight to the
// nearest multiple of the smallest step that keeps every weight in range.
func (n *Net) Write(w io.Writer) error {
	var most float64
	for _, v := range n.w {
		most = math.Max(most, math.Abs(float64(v)))
	}
	step := math.Max(most/math.MaxInt16, 1e-9)
	h, err := json.Marshal(header{Pieces: n.pieces, Weights: len(n.w), Step: step})
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(magic)
	binary.Write(bw, binary.LittleEndian, [2]uint32{version, uint32(len(h))})
	bw.Write(h)
	q := make([]int16, len(n.w))
	for i, v := range n.w {
		q[i] = int16(math.Round(float64(v) / step))
	}
	zw, err := flate.NewWriter(bw, flate.BestCompression)
	if err != nil {
		return err
	}
	binary.Write(zw, binary.LittleEndian, q)
	if err := zw.Close(); err != nil {
		return err
	}
	return bw.Flush()
}

// Read reads a network written by Write.
func Read(in io.Reader) (*Net, error) {
	r := bufio.NewReader(in) // a ByteReader: flate then reads no further than its stream
	var m [len(magic)]byte
	var vl [2]uint32
	if _, err := io.ReadFull(r, m[:]); err != nil || string(m[:]) != magic {
		return nil, errors.New("tuple: not a network file")
	}
	if err := binary.Read(r, binary.LittleEndian, &vl); err != nil {
		return nil, fmt.Errorf("tuple: reading the header: %w", err)
	}
	if vl[0] != version || vl[1] > 1<<12 {
		return nil, fmt.Errorf("tuple: network version %d, header %d bytes: unsupported", vl[0], vl[1])
	}
	hb := make([]byte, vl[1])
	if _, err := io.ReadFull(r, hb); err != nil {
		return nil, fmt.Errorf("tuple: reading the header: %w", err)
	}
	var h header
	if err := json.Unmarshal(hb, &h); err != nil {
		return nil, fmt.Errorf("tuple: the header: %w", err)
	}
	if h.Weights != Weights || h.Pieces < 1 || h.Pieces > 7 || !(h.Step > 0) || math.IsInf(h.Step, 0) {
		return nil, fmt.Errorf("tuple: a network of %d weights for %d pieces (step %g) is not this version's", h.Weights, h.Pieces, h.Step)
	}
	zr := flate.NewReader(r)
	q := make([]int16, h.Weights)
	if err := binary.Read(zr, binary.LittleEndian, q); err != nil {
		return nil, fmt.Errorf("tuple: reading the weights: %w", err)
	}
	if _, err := zr.Read(make([]byte, 1)); err != io.EOF {
		return nil, errors.New("tuple: data after the weights")
	}
	if _, err := r.Read(make([]byte, 1)); err != io.EOF {
		return nil, errors.New("tuple: data after the weights")
	}
	n := New(h.Pieces)
	for i, v := range q {
		n.w[i] = float32(float64(v) * h.Step)
	}
	return n, nil
}
