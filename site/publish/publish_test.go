package publish

import (
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"html"
	"io"
	"maps"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"tessera/site"
)

// A small static tree: pages, a game's rules, assets that refer to each
// other (JS imports, a CSS url(), the manifest's icon) and a service worker.
var tree = map[string]string{
	"pages/layout.html":    `{{define "layout"}}<!doctype html><head>{{meta .Meta}}<link rel="stylesheet" href="{{asset "css/site.css"}}"></head><body>{{template "main" .}}</body>{{end}}`,
	"pages/board.html":     `{{define "board"}}<script type="module" src="{{asset "js/boot.js"}}"></script><p data-size="{{assetSize (program .Game.Name)}}" data-lazy='{{lazyAssets}}'>board of {{.Game.Name}}, {{index .Game.Sides 0}} against {{index .Game.Sides 1}}</p>{{end}}`,
	"pages/home.html":      `{{template "layout" .}}{{define "main"}}{{range .Games}}<a href="/{{.Name}}">{{.Title}}</a><img src="{{.Picture}}">{{end}}{{end}}`,
	"pages/play.html":      `{{template "layout" .}}{{define "main"}}<h1>{{.Game.Title}}</h1>{{template "board" .}}{{end}}`,
	"pages/embed.html":     `{{template "layout" .}}{{define "main"}}embed:{{.Embed}} {{template "board" .}}{{end}}`,
	"pages/rules.html":     `{{template "layout" .}}{{define "main"}}<article>{{template "game-rules" .}}</article>{{end}}`,
	"pages/404.html":       `{{template "layout" .}}{{define "main"}}Page not found{{end}}`,
	"pages/error.html":     `{{template "layout" .}}{{define "main"}}{{problem .Problem}}{{end}}`,
	"pages/embedding.html": `{{template "layout" .}}{{define "main"}}embedding{{end}}`,
	"games/ur/rules.html":  `<p>Race your pieces, {{index .Game.Players 0}}.</p>`,
	"games/ur/picture.svg": `<svg xmlns="http://www.w3.org/2000/svg"></svg>`,
	"css/site.css":         `body { background: url(../icons/icon.svg); } .x { background: url("../icons/icon.svg"); }`,
	"js/boot.js":           "import { b } from \"./b.js\";\nconst wasm = new URL('../tessera.wasm', import.meta.url);\nconst other = \"./not-an-asset.js\";\n",
	"js/b.js":              "export const b = 1;\n",
	"icons/icon.svg":       `<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>`,
	"manifest.webmanifest": `{"icons": [{"src": "./icons/icon.svg"}]}`,
	"sw.js":                "self.addEventListener('install', () => {});\n",
	"lazy/ur7.tuple":       "weights",
}

var wasmTree = map[string]string{
	"tessera.wasm": "\x00asm\x01\x00\x00\x00",
	"ur.wasm":      "\x00asm\x01\x00\x00\x00\x00", // Ur's own program (programs.go)
	"wasm_exec.js": "// wasm_exec\n",
}

func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// build writes the trees (with changes applied) in a temp dir and builds.
func build(t *testing.T, changes ...map[string]string) (*Result, string) {
	t.Helper()
	res, out, err := tryBuild(t, changes...)
	if err != nil {
		t.Fatal(err)
	}
	return res, out
}

// tryBuild writes the trees, with each of changes applied in turn, in a
// temp dir and builds them into its folder out.
func tryBuild(t *testing.T, changes ...map[string]string) (*Result, string, error) {
	t.Helper()
	dir := t.TempDir()
	static := maps.Clone(tree)
	for _, c := range changes {
		maps.Copy(static, c)
	}
	writeTree(t, filepath.Join(dir, "static"), static)
	writeTree(t, filepath.Join(dir, "wasm"), wasmTree)
	out := filepath.Join(dir, "out")
	res, err := Run(Config{Static: filepath.Join(dir, "static"), Wasm: filepath.Join(dir, "wasm"), Out: out})
	return res, out, err
}

func read(t *testing.T, out, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

var hashed = regexp.MustCompile(`^assets/(.+)\.([0-9a-f]{8})(\.[a-z]+)$`)

// urls maps each asset key ("js/boot.js") to its output path.
func urls(t *testing.T, res *Result) map[string]string {
	t.Helper()
	m := map[string]string{}
	for p := range res.Files {
		if sub := hashed.FindStringSubmatch(p); sub != nil {
			m[sub[1]+sub[3]] = p
		}
	}
	return m
}

func TestAssetsAreContentHashed(t *testing.T) {
	res, out := build(t)
	got := urls(t, res)
	for _, key := range []string{"css/site.css", "js/boot.js", "js/b.js", "icons/icon.svg", "games/ur/picture.svg", "tessera.wasm", "wasm_exec.js"} {
		p, ok := got[key]
		if !ok {
			t.Errorf("no hashed output for %s (outputs: %v)", key, sortedPaths(res.Files))
			continue
		}
		sum := sha256.Sum256([]byte(read(t, out, p)))
		if want := hex.EncodeToString(sum[:4]); hashed.FindStringSubmatch(p)[2] != want {
			t.Errorf("%s: name hash is not the content's (%s)", p, want)
		}
	}
	for _, fixed := range []string{"manifest.webmanifest", "sw.js"} {
		if _, ok := res.Files[fixed]; !ok {
			t.Errorf("%s is not at its fixed path", fixed)
		}
	}
	for p := range res.Files {
		if strings.HasPrefix(p, "pages/") || strings.HasSuffix(p, "/rules.html") && p != "ur/rules.html" || strings.Contains(p, "assets/sw.") {
			t.Errorf("a template part was copied as an asset: %s", p)
		}
	}
}

func TestBuildIsStable(t *testing.T) {
	a, _ := build(t)
	b, _ := build(t)
	if a.ID != b.ID {
		t.Errorf("build ids differ: %s, %s", a.ID, b.ID)
	}
	if strings.Join(sortedPaths(a.Files), " ") != strings.Join(sortedPaths(b.Files), " ") {
		t.Errorf("outputs differ:\n%v\n%v", sortedPaths(a.Files), sortedPaths(b.Files))
	}
}

func TestHashesFollowContent(t *testing.T) {
	before, _ := build(t)
	after, _ := build(t, map[string]string{"js/b.js": "export const b = 2;\n"})
	u, v := urls(t, before), urls(t, after)
	for key, changed := range map[string]bool{
		"js/b.js":      true, // its content changed
		"js/boot.js":   true, // it imports b.js by its hashed name
		"css/site.css": false,
		"tessera.wasm": false,
	} {
		if (u[key] != v[key]) != changed {
			t.Errorf("%s: %s -> %s, want changed=%v", key, u[key], v[key], changed)
		}
	}
	if before.ID == after.ID {
		t.Error("the build id did not change")
	}
	sw, _ := build(t, map[string]string{"sw.js": "// other code\n"})
	if sw.ID == before.ID {
		t.Error("the build id ignores the service worker's code")
	}
}

// Stylesheets and scripts are served minified: no comments, no spaces
// between tokens.
func TestAssetsMinified(t *testing.T) {
	res, out := build(t, map[string]string{
		"css/site.css": "/* the page */\nbody {\n  color: #ff0000;\n}\n",
		"js/b.js":      "// b\nexport const b = 1 + 2;\n",
	})
	u := urls(t, res)
	if css := read(t, out, u["css/site.css"]); css != "body{color:red}" {
		t.Errorf("site.css is %q", css)
	}
	if js := read(t, out, u["js/b.js"]); js != "export const b=1+2" {
		t.Errorf("b.js is %q", js)
	}
}

func TestReferencesRewritten(t *testing.T) {
	res, out := build(t)
	u := urls(t, res)
	boot := read(t, out, u["js/boot.js"])
	for _, want := range []string{`from"/` + u["js/b.js"] + `"`, `new URL("/` + u["tessera.wasm"] + `"`, `"./not-an-asset.js"`} {
		if !strings.Contains(boot, want) {
			t.Errorf("boot.js lacks %s:\n%s", want, boot)
		}
	}
	css := read(t, out, u["css/site.css"])
	if strings.Count(css, "/"+u["icons/icon.svg"]) != 2 || strings.Contains(css, "../icons") {
		t.Errorf("site.css references not rewritten:\n%s", css)
	}
	manifest := read(t, out, "manifest.webmanifest")
	if !strings.Contains(manifest, `"src": "/`+u["icons/icon.svg"]+`"`) {
		t.Errorf("manifest icon not rewritten:\n%s", manifest)
	}
}

func TestPages(t *testing.T) {
	res, out := build(t)
	u := urls(t, res)
	for name, wants := range map[string][]string{
		"index.html":    {`<a href="/ur">Royal Game of Ur</a>`, `<img src="/` + u["games/ur/picture.svg"] + `">`, "<!--meta--><title>", "<!--/meta-->"},
		"ur.html":       {"<h1>Royal Game of Ur</h1>", `src="/` + u["js/boot.js"] + `"`, `data-size="9"`, "board of ur, light against dark", "<!--meta-->"}, // data-size: Ur's own program's
		"embed/ur.html": {"embed:true", "board of ur", "<!--meta-->"},
		"ur/rules.html": {"<article><p>Race your pieces, left.</p></article>"},
		"404.html":      {"Page not found"},
		"error.html":    {"<!--problem-->", "<!--/problem-->"},
	} {
		page := read(t, out, name)
		for _, want := range wants {
			if !strings.Contains(page, want) {
				t.Errorf("%s lacks %q:\n%s", name, want, page)
			}
		}
		if !strings.Contains(page, `href="/`+u["css/site.css"]+`"`) {
			t.Errorf("%s does not link the hashed stylesheet", name)
		}
	}
}

// swLists is what the build writes above static/sw.js's code.
type swLists struct {
	precache, lazy []string
	standIns       map[string]string
}

// readServiceWorker reads the lists at the head of the build's sw.js, and
// checks that the build id comes first and static/sw.js's code last.
func readServiceWorker(t *testing.T, out, id string) swLists {
	t.Helper()
	sw := read(t, out, "sw.js")
	rest, ok := strings.CutPrefix(sw, `const BUILD = "`+id+`";`+"\n")
	if !ok {
		t.Fatalf("sw.js does not start with the build id %s:\n%s", id, sw)
	}
	var l swLists
	for _, v := range []struct {
		name string
		into any
	}{{"PRECACHE", &l.precache}, {"LAZY", &l.lazy}, {"STANDINS", &l.standIns}} {
		list, after, ok := strings.Cut(strings.TrimPrefix(rest, "const "+v.name+" = "), ";\n")
		if !ok || !strings.HasPrefix(rest, "const "+v.name+" = ") {
			t.Fatalf("sw.js has no %s list where expected:\n%s", v.name, sw)
		}
		if err := json.Unmarshal([]byte(list), v.into); err != nil {
			t.Fatalf("sw.js's %s: %v", v.name, err)
		}
		rest = after
	}
	if rest != tree["sw.js"] {
		t.Fatalf("sw.js does not end with static/sw.js:\n%s", sw)
	}
	return l
}

func TestServiceWorker(t *testing.T) {
	res, out := build(t)
	l := readServiceWorker(t, out, res.ID)
	precache, lazy, standIns := l.precache, l.lazy, l.standIns
	u := urls(t, res)
	lazyURL := "/" + u["lazy/ur7.tuple"]
	if len(lazy) != 1 || lazy[0] != lazyURL {
		t.Errorf("lazy list %v, want [%s]", lazy, lazyURL)
	}
	// Ur's own program is not precached: the program for every game is,
	// and stands in for it.
	if len(standIns) != 1 || standIns["/"+u["ur.wasm"]] != "/"+u["tessera.wasm"] {
		t.Errorf("stand-ins %v, want %s for %s", standIns, u["tessera.wasm"], u["ur.wasm"])
	}
	precache = append(precache, lazy...) // together with the stand-ins' games' programs, they are every file
	for own := range standIns {
		precache = append(precache, own)
	}
	// Every file a visitor may fetch, at the URL it is served at.
	var want []string
	err := filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, out+string(filepath.Separator)))
		switch {
		case rel == "sw.js", rel == "_headers", rel == ".assetsignore", path.Ext(rel) == ".gz", path.Ext(rel) == ".br":
			return nil
		case rel == "index.html":
			want = append(want, "/")
		default:
			want = append(want, "/"+strings.TrimSuffix(rel, ".html"))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(want)
	sort.Strings(precache)
	if strings.Join(precache, " ") != strings.Join(want, " ") {
		t.Errorf("precache:\n%v\nwant:\n%v", precache, want)
	}
}

func TestCompressedCopies(t *testing.T) {
	res, out := build(t)
	u := urls(t, res)
	for _, name := range []string{"index.html", "ur.html", u["css/site.css"], "sw.js"} {
		plain := read(t, out, name)
		for suffix, decode := range map[string]func(io.Reader) (io.Reader, error){
			".gz": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
			".br": func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		} {
			f, err := os.Open(filepath.Join(out, name+suffix))
			if err != nil {
				t.Errorf("no %s copy of %s", suffix, name)
				continue
			}
			r, err := decode(f)
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(r)
			f.Close()
			if err != nil || string(got) != plain {
				t.Errorf("%s%s does not decode to %s (%v)", name, suffix, name, err)
			}
		}
	}
	ignore := read(t, out, ".assetsignore")
	for _, pattern := range []string{"*.gz", "*.br"} {
		if !strings.Contains(ignore, pattern) {
			t.Errorf(".assetsignore does not keep the %s copies out:\n%s", pattern, ignore)
		}
	}
}

// headersFile reads a _headers file and applies it to a path as Workers
// Static Assets does: every matching rule applies, in order; "! Name"
// removes what earlier rules set; a header set twice is joined by ", ".
func headersFile(text, p string) http.Header {
	h := http.Header{}
	match := false
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "":
		case !strings.HasPrefix(line, " "):
			prefix, splat := strings.CutSuffix(line, "*")
			match = line == p || splat && strings.HasPrefix(p, prefix)
		case !match:
		case strings.HasPrefix(strings.TrimSpace(line), "! "):
			h.Del(strings.TrimPrefix(strings.TrimSpace(line), "! "))
		default:
			name, value, _ := strings.Cut(strings.TrimSpace(line), ": ")
			if old := h.Get(name); old != "" {
				value = old + ", " + value
			}
			h.Set(name, value)
		}
	}
	return h
}

func TestHeadersFileMatchesPolicy(t *testing.T) {
	_, out := build(t)
	text := read(t, out, "_headers")
	for _, p := range []string{"/", "/ur", "/embed/ur", "/ur/rules", "/sw.js", "/manifest.webmanifest", "/assets/js/boot.01234567.js", "/nope"} {
		got, want := headersFile(text, p), site.HeadersFor(p)
		if len(want) == 0 {
			t.Fatalf("the policy gives %s no headers", p)
		}
		for name := range want {
			if got.Get(name) != want.Get(name) {
				t.Errorf("%s: %s = %q in _headers, %q in the policy", p, name, got.Get(name), want.Get(name))
			}
		}
		for name := range got {
			if want.Get(name) == "" {
				t.Errorf("%s: _headers sets %s, the policy does not", p, name)
			}
		}
	}
}

func TestErrors(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "wasm"), wasmTree)
	for name, files := range map[string]map[string]string{
		"cycle":         {"js/a.js": `import "./b.js";`, "js/b.js": `import "./a.js";`},
		"missing asset": {"pages/home.html": `{{asset "js/nope.js"}}`},
		"bad template":  {"pages/home.html": `{{template "layout" .}`},
		"bad script":    {"js/b.js": `export const = 1;`},
	} {
		t.Run(name, func(t *testing.T) {
			static := filepath.Join(dir, name)
			all := map[string]string{}
			for k, v := range tree {
				all[k] = v
			}
			for k, v := range files {
				all[k] = v
			}
			writeTree(t, static, all)
			if _, err := Run(Config{Static: static, Wasm: filepath.Join(dir, "wasm"), Out: filepath.Join(dir, "out")}); err == nil {
				t.Error("no error")
			}
		})
	}
	t.Run("output holds the sources", func(t *testing.T) {
		static := filepath.Join(dir, "site", "static")
		writeTree(t, static, tree)
		_, err := Run(Config{Static: static, Wasm: filepath.Join(dir, "wasm"), Out: filepath.Join(dir, "site")})
		if err == nil {
			t.Fatal("no error")
		}
		if _, err := os.Stat(filepath.Join(static, "sw.js")); err != nil {
			t.Errorf("the sources were deleted: %v", err)
		}
	})
}

// TestLazyAssets checks that pages learn the URLs of the lazy assets.
func TestLazyAssets(t *testing.T) {
	res, out := build(t)
	page := read(t, out, "ur.html")
	m := regexp.MustCompile(`data-lazy='([^']*)'`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("ur.html has no data-lazy:\n%s", page)
	}
	var lazy map[string]string
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &lazy); err != nil {
		t.Fatalf("data-lazy %q: %v", m[1], err)
	}
	if want := "/" + urls(t, res)["lazy/ur7.tuple"]; len(lazy) != 1 || lazy["ur7.tuple"] != want {
		t.Errorf("data-lazy = %v, want ur7.tuple: %s", lazy, want)
	}
}
