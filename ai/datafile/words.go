package datafile

import (
	"bufio"
	"compress/flate"
	"fmt"
	"io"
)

// WriteWords writes v as a file's body: one DEFLATE stream of the low
// bytes of every word and then their high bytes. Data whose words are
// mostly small (differences, weights near 0) has high bytes that are
// mostly 0 or 255, which compress to little once they stand together.
func WriteWords(w io.Writer, v []uint16) error {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		b[i], b[len(v)+i] = byte(x), byte(x>>8)
	}
	zw, err := flate.NewWriter(w, flate.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(b); err != nil {
		return err
	}
	return zw.Close()
}

// ReadWords reads a body of n words written by WriteWords, the last thing
// in r: a stream that is cut short, longer, or followed by more data is
// an error.
func ReadWords(r *bufio.Reader, n int) ([]uint16, error) {
	zr := flate.NewReader(r) // r is a ByteReader: flate reads no further than its stream
	b := make([]byte, 2*n)
	if _, err := io.ReadFull(zr, b); err != nil {
		return nil, fmt.Errorf("reading the data: %w", err)
	}
	if _, err := zr.Read(make([]byte, 1)); err != io.EOF {
		return nil, ErrTrailing
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return nil, ErrTrailing
	}
	v := make([]uint16, n)
	for i := range v {
		v[i] = uint16(b[i]) | uint16(b[n+i])<<8
	}
	return v, nil
}
