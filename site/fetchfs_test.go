package site

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// fakeAssets answers as Workers Static Assets does: pages at their pretty
// paths, and a miss for anything else (including the .html names).
func fakeAssets(t *testing.T) FetchFS {
	files := fixture(t)
	byPath := map[string][]byte{}
	for name, f := range files {
		byPath[PagePath(name)] = f.Data
	}
	return func(urlPath string) ([]byte, error) {
		if data, ok := byPath[urlPath]; ok && !strings.HasSuffix(urlPath, ".html") {
			return data, nil
		}
		return nil, fmt.Errorf("fake assets: 404 for %s: %w", urlPath, fs.ErrNotExist)
	}
}

func TestFetchFS(t *testing.T) {
	fsys := fakeAssets(t)
	for name, want := range map[string]string{"ur.html": fixturePlay, "embed/ur.html": fixtureEmbed, "index.html": fixtureHome, "404.html": fixture404} {
		data, err := fs.ReadFile(fsys, name)
		if err != nil || string(data) != want {
			t.Errorf("%s: %q, %v", name, data, err)
		}
		info, err := fs.Stat(fsys, name)
		if err != nil || info.Size() != int64(len(want)) || info.IsDir() {
			t.Errorf("%s: stat %v, %v", name, info, err)
		}
	}
	if _, err := fs.ReadFile(fsys, "nope.html"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	if _, err := fsys.Open("../ur.html"); err == nil {
		t.Error("an invalid path opened")
	}
}

// The Worker's handler reads its pages through FetchFS: share links, bad
// links and unknown paths answer as they do over the build's folder.
func TestHandlerOverFetchFS(t *testing.T) {
	h := NewHandler(fakeAssets(t))
	for target, status := range map[string]int{"/ur?m=3:L4": 200, "/embed/ur?m=3:L4": 200, "/ur?m=9:Q9": 400, "/nope?m=1": 404} {
		req, _ := http.NewRequest("GET", "https://example.com"+target, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != status {
			t.Errorf("%s: status %d, want %d: %s", target, rec.Code, status, rec.Body.String())
		}
	}
	req, _ := http.NewRequest("GET", "https://example.com/ur?m=3:L4", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if !strings.Contains(rec.Body.String(), `content="https://example.com/ur?m=3:L4"`) {
		t.Errorf("og:url does not keep the request's https scheme:\n%s", rec.Body.String())
	}
}

// A remembered FetchFS fetches each file once, from any number of
// goroutines at a time, and fetches a failed one again.
func TestFetchFSRemembered(t *testing.T) {
	var mu sync.Mutex
	fetches := map[string]int{}
	assets := fakeAssets(t)
	fsys := FetchFS(func(urlPath string) ([]byte, error) {
		mu.Lock()
		fetches[urlPath]++
		mu.Unlock()
		return assets(urlPath)
	}).Remembered()
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 3 {
				if data, err := fs.ReadFile(fsys, "ur.html"); err != nil || string(data) != fixturePlay {
					t.Errorf("ur.html: %q, %v", data, err)
				}
			}
		})
	}
	wg.Wait()
	if n := fetches["/ur"]; n < 1 || n > 8 {
		t.Errorf("ur.html fetched %d times by 8 readers, 3 reads each; want once each at most", n)
	}
	before := fetches["/ur"]
	if _, err := fs.ReadFile(fsys, "ur.html"); err != nil || fetches["/ur"] != before {
		t.Errorf("a later read fetched again (%d fetches, then %d): %v", before, fetches["/ur"], err)
	}
	for range 2 {
		if _, err := fs.ReadFile(fsys, "nope.html"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("a missing file: %v", err)
		}
	}
	if n := fetches["/nope"]; n != 2 {
		t.Errorf("a missing file fetched %d times by two reads, want 2: failures are not kept", n)
	}
}
