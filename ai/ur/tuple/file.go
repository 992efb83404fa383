package tuple

// The near-perfect level's network, static/lazy/ur7.tuple, is trained by
// ai/cmd/urtrain on the solved table of ai/cmd/ursolve (7 minutes, 0.6 GB).
//go:generate go run ../../cmd/ursolve -out ../../../build/ursolve/ur7.tbl
//go:generate go run ../../cmd/urtrain -table ../../../build/ursolve/ur7.tbl -out ../../../static/lazy/ur7.tuple

import (
	"bufio"
	"fmt"
	"io"
	"math"

	"tessera/ai/datafile"
)

// The network file: package datafile's frame, then each weight divided by
// the header's step and rounded to an int16, as datafile.WriteWords writes
// words (a DEFLATE stream, low bytes first: weights near 0 have high bytes
// of 0 or 255). The stream is compressed in the file itself, so that the
// download is small whatever the server does with an unknown type.
var netFile = datafile.Kind{Magic: "TSURTUPL", Version: 2, Name: "network"}

// steps is the number of steps of the largest weight: each weight is off
// by at most half a step, 1/16382 of the largest, a few ten-thousandths
// of a logit, far below the network's own error (see ai/README.md).
const steps = 8191

//go:generate go tool easyjson -no_std_marshalers file.go
//go:generate sed -i -e /mailru.easyjson.$/d -e /_.easyjson.Marshaler$/d file_easyjson.go

// header is the JSON part of a network file.
//
//easyjson:json
type header struct {
	Pieces  int     `json:"pieces"`
	Weights int     `json:"weights"`
	Step    float64 `json:"step"`
}

// Write writes n to w in the network file format, each weight to the
// nearest multiple of the largest weight's 1/steps.
func (n *Net) Write(w io.Writer) error {
	var most float64
	for _, v := range n.w {
		most = math.Max(most, math.Abs(float64(v)))
	}
	step := math.Max(most/steps, 1e-9)
	bw := bufio.NewWriter(w)
	if err := netFile.WriteHeader(bw, header{Pieces: n.pieces, Weights: len(n.w), Step: step}); err != nil {
		return err
	}
	q := make([]uint16, len(n.w))
	for i, v := range n.w {
		q[i] = uint16(int16(math.Round(float64(v) / step)))
	}
	if err := datafile.WriteWords(bw, q); err != nil {
		return err
	}
	return bw.Flush()
}

// Read reads a network written by Write.
func Read(in io.Reader) (*Net, error) {
	r := bufio.NewReader(in) // read by datafile.ReadWords to the end
	var h header
	if err := netFile.ReadHeader(r, &h); err != nil {
		return nil, fmt.Errorf("tuple: %w", err)
	}
	if h.Weights != Weights || h.Pieces < 1 || h.Pieces > 7 || !(h.Step > 0) || math.IsInf(h.Step, 0) {
		return nil, fmt.Errorf("tuple: a network of %d weights for %d pieces (step %g) is not this version's", h.Weights, h.Pieces, h.Step)
	}
	q, err := datafile.ReadWords(r, h.Weights)
	if err != nil {
		return nil, fmt.Errorf("tuple: the weights: %w", err)
	}
	n := New(h.Pieces)
	for i, v := range q {
		n.w[i] = float32(float64(int16(v)) * h.Step)
	}
	return n, nil
}
