package tuple

import (
	"bufio"
	"compress/flate"
	"encoding/binary"
	"fmt"
	"io"
	"math"

	"tessera/ai/datafile"
)

// The network file: package datafile's frame, then a DEFLATE stream of
// one little-endian int16 per weight, the weight divided by the header's
// step and rounded. The stream is compressed in the file itself, so that
// the download is small whatever the server does with an unknown type.
var netFile = datafile.Kind{Magic: "TSURTUPL", Version: 1, Name: "network"}

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
	bw := bufio.NewWriter(w)
	if err := netFile.WriteHeader(bw, header{Pieces: n.pieces, Weights: len(n.w), Step: step}); err != nil {
		return err
	}
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
	var h header
	if err := netFile.ReadHeader(r, &h); err != nil {
		return nil, fmt.Errorf("tuple: %w", err)
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
		return nil, fmt.Errorf("tuple: %w", datafile.ErrTrailing)
	}
	if _, err := r.Read(make([]byte, 1)); err != io.EOF {
		return nil, fmt.Errorf("tuple: %w", datafile.ErrTrailing)
	}
	n := New(h.Pieces)
	for i, v := range q {
		n.w[i] = float32(float64(v) * h.Step)
	}
	return n, nil
}
