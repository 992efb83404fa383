package publish

import (
	"encoding/json"
	"os"
	"path"
	"strings"
	"testing"

	"tessera/site"
)

// TestManifest checks the web app manifest of static/ for what app stores
// and install prompts look for: an id, a maskable icon, a shortcut to every
// game, screenshots of every game and categories, every file it names
// existing.
func TestManifest(t *testing.T) {
	data, err := os.ReadFile("../../static/manifest.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	type image struct{ Src, Sizes, Type, Purpose string }
	var m struct {
		ID         string
		Categories []string
		Icons      []image
		Shortcuts  []struct {
			Name, URL string
			Icons     []image
		}
		Screenshots []struct {
			image
			FormFactor string `json:"form_factor"`
		}
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if m.ID != "/" || len(m.Categories) == 0 || m.Categories[0] != "games" {
		t.Errorf("id %q, categories %q", m.ID, m.Categories)
	}
	exists := func(src string) {
		if _, err := os.Stat(path.Join("../../static", src)); err != nil {
			t.Errorf("the manifest names %s: %v", src, err)
		}
	}
	maskable := false
	for _, ic := range m.Icons {
		exists(ic.Src)
		maskable = maskable || ic.Purpose == "maskable" && ic.Type == "image/png"
	}
	if !maskable {
		t.Error("no maskable PNG icon")
	}
	games := site.Games()
	if len(m.Shortcuts) != len(games) || len(m.Screenshots) != len(games) {
		t.Fatalf("%d shortcuts, %d screenshots for %d games", len(m.Shortcuts), len(m.Screenshots), len(games))
	}
	for i, g := range games {
		sc := m.Shortcuts[i]
		if sc.Name != g.Title() || sc.URL != "/"+g.Name() || len(sc.Icons) != 1 {
			t.Errorf("shortcut %d: %+v, want %s at /%s with an icon", i, sc, g.Title(), g.Name())
		} else {
			exists(sc.Icons[0].Src)
		}
		shot := m.Screenshots[i]
		size := strings.Split(shot.Sizes, "x")
		if shot.Src != site.PreviewPath(g.Name()) || len(size) != 2 || shot.FormFactor != "wide" || shot.Type != "image/png" {
			t.Errorf("screenshot %d: %+v, want %s", i, shot, site.PreviewPath(g.Name()))
		}
	}
	if want := "1200x630"; m.Screenshots[0].Sizes != want || site.PreviewWidth != 1200 || site.PreviewHeight != 630 {
		t.Errorf("screenshots say %s, previews are %dx%d", m.Screenshots[0].Sizes, site.PreviewWidth, site.PreviewHeight)
	}
}
