package publish

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"tessera/site"
)

// TestWranglerRoutes checks wrangler.jsonc's run_worker_first: every page
// that may carry a share link or needs its URLs made absolute reaches the
// Worker's script first; hashed assets and sw.js never do, so that Workers
// Static Assets serves them without a Worker invocation (and a missing one
// still reaches the script, which answers it as no-cache).
func TestWranglerRoutes(t *testing.T) {
	data, err := os.ReadFile("../../wrangler.jsonc")
	if err != nil {
		t.Fatal(err)
	}
	// JSONC: drop the // comments (no string in the file holds "//" after a space).
	text := regexp.MustCompile(`(?m)^\s*//.*$|\s//\s.*$`).ReplaceAllString(string(data), "")
	var cfg struct {
		Assets struct {
			NotFound string   `json:"not_found_handling"`
			First    []string `json:"run_worker_first"`
		}
	}
	if err := json.Unmarshal([]byte(text), &cfg); err != nil {
		t.Fatalf("wrangler.jsonc: %v", err)
	}
	first := func(p string) bool {
		for _, pat := range cfg.Assets.First {
			if strings.HasPrefix(pat, "!") {
				t.Fatalf("pattern %q: a negative pattern keeps a missing file from the script", pat)
			}
			re := "^" + strings.ReplaceAll(regexp.QuoteMeta(pat), `\*`, ".*") + "$"
			if regexp.MustCompile(re).MatchString(p) {
				return true
			}
		}
		return false
	}
	paths := []string{"/", "/embed"}
	for _, g := range site.Games() {
		paths = append(paths, "/"+g.Name(), "/embed/"+g.Name(), "/"+g.Name()+"/rules", "/"+g.Name()+"/report")
	}
	for _, p := range paths {
		if !first(p) {
			t.Errorf("%s does not reach the Worker's script first", p)
		}
	}
	for _, p := range []string{"/assets/js/boot.01234567.js", "/assets/tessera.01234567.wasm", "/sw.js", "/guard.js", "/manifest.webmanifest"} {
		if first(p) {
			t.Errorf("%s reaches the Worker's script first", p)
		}
	}
	if cfg.Assets.NotFound != "none" {
		t.Errorf("not_found_handling %q: a missing file must reach the script", cfg.Assets.NotFound)
	}
}
