// Package datafile is the frame of the engines' data files (the solved Ur
// table, the near-perfect level's network): an 8-byte magic naming the
// kind of file, a version, and a JSON header describing what follows
// (written and read by easyjson, whose code each header type generates:
// the browser's program then links no reflection-driven JSON codec).
// Integers are little-endian: magic, version (uint32), the header's length
// (uint32), the header. What follows the header is the file kind's own;
// WriteWords and ReadWords give the kinds a body of 16-bit words.
package datafile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"tessera/ai/jsoncodec"
)

// maxHeader bounds a header's length, so that a damaged file cannot make
// Read allocate much.
const maxHeader = 1 << 16

// Kind is a kind of data file: its magic (8 bytes), its version, and a
// name for errors, as "table".
type Kind struct {
	Magic   string
	Version uint32
	Name    string
}

// WriteHeader writes the frame of a file of kind k with header h.
func (k Kind) WriteHeader(w io.Writer, h jsoncodec.Encoder) error {
	b, err := jsoncodec.Marshal(h)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(w, k.Magic); err != nil {
		return err
	}
	if err := binary.Write(w, binary.LittleEndian, [2]uint32{k.Version, uint32(len(b))}); err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// ReadHeader reads the frame of a file of kind k into h, leaving r at the
// data that follows. A file of another kind or version, or a damaged
// header, is an error that says so.
func (k Kind) ReadHeader(r io.Reader, h jsoncodec.Decoder) error {
	m := make([]byte, len(k.Magic))
	if _, err := io.ReadFull(r, m); err != nil || string(m) != k.Magic {
		return fmt.Errorf("not a %s file", k.Name)
	}
	var vl [2]uint32
	if err := binary.Read(r, binary.LittleEndian, &vl); err != nil {
		return fmt.Errorf("reading the %s header: %w", k.Name, err)
	}
	if vl[0] != k.Version || vl[1] > maxHeader {
		return fmt.Errorf("%s version %d, header of %d bytes: unsupported (version %d expected)", k.Name, vl[0], vl[1], k.Version)
	}
	b := make([]byte, vl[1])
	if _, err := io.ReadFull(r, b); err != nil {
		return fmt.Errorf("reading the %s header: %w", k.Name, err)
	}
	if err := jsoncodec.Unmarshal(b, h); err != nil {
		return fmt.Errorf("the %s header %q: %w", k.Name, b, err)
	}
	return nil
}

// ErrTrailing is the error for data after a file's end.
var ErrTrailing = errors.New("data after the end of the file")
