package asset

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestFetch(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.bin"), []byte("weights"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := With(context.Background(), Dir(dir))
	if got, err := Fetch(ctx, "a.bin"); err != nil || string(got) != "weights" {
		t.Errorf("Fetch(a.bin) = %q, %v", got, err)
	}
	if _, err := Fetch(ctx, "missing.bin"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Fetch(missing.bin) error %v, want one that is os.ErrNotExist", err)
	}
	if _, err := Fetch(ctx, "../a.bin"); err == nil {
		t.Error("Fetch(../a.bin) read outside the folder")
	}
	if _, err := Fetch(context.Background(), "a.bin"); !errors.Is(err, ErrNoFetcher) {
		t.Errorf("Fetch without a fetcher: %v, want ErrNoFetcher", err)
	}
}
