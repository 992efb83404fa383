package datafile

import (
	"bytes"
	"testing"
)

// FuzzReadHeader: damaged bytes are refused with an error, never a panic or
// a large allocation (maxHeader); a header that reads writes back as a
// frame that reads as the same header.
func FuzzReadHeader(f *testing.F) {
	var good bytes.Buffer
	if err := kind.WriteHeader(&good, header{7, "float32"}); err != nil {
		f.Fatal(err)
	}
	f.Add(good.Bytes())
	f.Add([]byte("TSTESTFL\x03\x00\x00\x00\xff\xff\xff\xff"))
	f.Add([]byte("TSTESTFL\x03\x00\x00\x00\x02\x00\x00\x00{}"))
	f.Add([]byte("TSTEST"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var h header
		if err := kind.ReadHeader(bytes.NewReader(data), &h); err != nil {
			return
		}
		var again bytes.Buffer
		if err := kind.WriteHeader(&again, h); err != nil {
			t.Fatal(err)
		}
		var h2 header
		if err := kind.ReadHeader(&again, &h2); err != nil || h2 != h {
			t.Errorf("%+v writes back as a frame read as %+v, %v", h, h2, err)
		}
	})
}
