package publish

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

// unbrotli decodes a brotli stream.
func unbrotli(t *testing.T, data []byte) []byte {
	t.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(data)))
	if err != nil {
		t.Fatalf("not brotli: %v", err)
	}
	return out
}

// bigText is bigBrotli bytes and more of compressible text.
func bigText() []byte {
	var b bytes.Buffer
	for i := 0; b.Len() <= bigBrotli; i++ {
		fmt.Fprintf(&b, "line %d of the big file, %x\n", i, i*i)
	}
	return b.Bytes()
}

func TestBrotliKeepsBigCopiesByContent(t *testing.T) {
	cache := t.TempDir()
	data := bigText()
	first, err := brotlied(data, cache)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unbrotli(t, first), data) {
		t.Fatal("the copy does not decode to the file")
	}
	sum := sha256.Sum256(data)
	name := filepath.Join(cache, "brotli-q11-"+hex.EncodeToString(sum[:])+".br")
	entries, _ := os.ReadDir(cache)
	if len(entries) != 1 || filepath.Join(cache, entries[0].Name()) != name {
		t.Fatalf("cache holds %v, want only %s", entries, filepath.Base(name))
	}
	if kept, _ := os.ReadFile(name); !bytes.Equal(kept, first) {
		t.Fatal("the kept copy is not the one made")
	}

	// A later build of the same content takes the kept copy as it is.
	marked, err := brotliNow([]byte("the kept copy"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, marked, 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := brotlied(data, cache)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, marked) {
		t.Fatal("the second build compressed again instead of reading the cache")
	}
}

func TestBrotliKeepsNoSmallCopies(t *testing.T) {
	cache := t.TempDir()
	data := []byte("a small file, a small file, a small file")
	out, err := brotlied(data, cache)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unbrotli(t, out), data) {
		t.Fatal("the copy does not decode to the file")
	}
	if entries, _ := os.ReadDir(cache); len(entries) != 0 {
		t.Fatalf("cache holds %v for a small file", entries)
	}
	if none, err := brotlied(data, ""); err != nil || !bytes.Equal(none, out) {
		t.Fatalf("without a cache: %v, another copy", err)
	}
}
