package publish

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"strings"

	"tessera/rules"
	"tessera/site"
	"tessera/wasm/embedding"
)

// Game is what a page template knows of a game.
type Game struct {
	Name  string // as in URLs, "ur"
	Title string // for people, "Royal Game of Ur"
	Short string // the title's last word, for the header on a phone, "Ur"
	// TitleHead is the title before Short, "Royal Game of ", left out of
	// sight (not of screen readers) in the header on a phone.
	TitleHead string
	Players   [2]string    // the seats as the rules name them, first mover first
	Sides     [2]string    // the seats as the board names them ("light" for Ur's "left"), first mover first
	Picture   string       // the URL of games/<name>/picture.svg, "" if none
	Kind      string       // what kind of game it is, in a line (games/<name>/card.txt's first)
	Length    string       // how long a game takes (card.txt's second line)
	Rules     bool         // whether games/<name>/rules.html exists
	Report    bool         // whether reports/<name>.json exists (see report.go)
	Start     site.Picture // the start pictures' URLs (see picture.go), "" without a view
}

// Data is what a page template is executed with.
type Data struct {
	Game    *Game        // the page's game; nil on the home, 404 and error pages
	Games   []Game       // every game, in the registry's order
	Embed   bool         // the embed page: the board without the site's chrome
	Meta    site.Meta    // the page's meta block
	Problem site.Problem // the error page's problem block as built
	Report  *ReportView  // the report page's report
}

// The page templates of static/pages that are rendered to pages; every other
// pages/*.html is a part they share (layout.html, board.html).
const (
	homePage     = "home.html"
	playPage     = "play.html"
	embedPage    = "embed.html"
	rulesPage    = "rules.html"
	notFoundPage = "404.html"
	errorPage    = "error.html"
	embedDocs    = "embedding.html" // /embed: how to embed a board
)

var pageFiles = []string{homePage, playPage, embedPage, rulesPage, notFoundPage, errorPage, reportPage, embedDocs}

// page is one page to render: its output path, its template and data.
type page struct {
	out, tmpl string
	data      Data
}

// renderPages renders every page into s.files.
func (s *builder) renderPages() error {
	all := s.games()
	home := Data{Games: all, Meta: site.Meta{
		Title:       "Tessera: abstract games to play in your browser",
		Description: "Play abstract board games against the computer or a friend at one screen, online or off.",
	}}
	pages := []page{
		{"index.html", homePage, home},
		{"404.html", notFoundPage, Data{Games: all, Meta: site.Meta{
			Title: "Page not found · Tessera", Description: "There is no page at this address.",
		}}},
		{"error.html", errorPage, Data{Games: all, Meta: site.Meta{
			Title: "This link cannot be opened · Tessera", Description: "The game link is broken.",
		}, Problem: site.Problem{Message: "This game link cannot be opened.", NewGame: "/"}}},
		{"embed/error.html", errorPage, Data{Games: all, Embed: true, Meta: site.Meta{
			Title: "This board cannot be shown · Tessera", Description: "The board's link is broken.",
		}, Problem: site.Problem{Message: "This game link cannot be opened.", NewGame: "/"}}},
		{"embed.html", embedDocs, Data{Games: all, Meta: site.Meta{
			Title: "Embed a board · Tessera", Description: "Put a Tessera board, to play or to read, on any web page.",
		}}},
	}
	for i := range all {
		g := &all[i]
		play := Data{Game: g, Games: all, Meta: site.Meta{
			Title:       g.Title + " · Tessera",
			Description: fmt.Sprintf("Play %s, %s against %s, against the computer or a friend at one screen.", g.Title, g.Players[0], g.Players[1]),
			Image:       site.PreviewPath(g.Name),
			OEmbed:      site.OEmbedLink("/" + g.Name),
		}}
		embed := play
		embed.Embed = true
		embed.Meta.OEmbed = site.OEmbedLink("/embed/" + g.Name)
		pages = append(pages,
			page{g.Name + ".html", playPage, play},
			page{"embed/" + g.Name + ".html", embedPage, embed})
		if g.Rules {
			rules := play
			rules.Meta = site.Meta{
				Title:       g.Title + ": how to play · Tessera",
				Description: "The rules of the " + g.Title + " as Tessera plays it.",
			}
			pages = append(pages, page{g.Name + "/rules.html", rulesPage, rules})
		}
	}
	reports, err := s.reportPages(all)
	if err != nil {
		return err
	}
	for _, p := range append(pages, reports...) {
		out, err := s.render(p.tmpl, p.data)
		if err != nil {
			return err
		}
		s.files[p.out] = out
	}
	return nil
}

// games lists the registry's games as the templates see them.
func (s *builder) games() []Game {
	var out []Game
	for _, g := range site.Games() {
		out = append(out, s.game(g))
	}
	return out
}

func (s *builder) game(g rules.Game) Game {
	info := Game{Name: g.Name(), Title: g.Title(), Players: g.Players(), Sides: site.Sides(g)}
	i := strings.LastIndex(info.Title, " ") + 1
	info.TitleHead, info.Short = info.Title[:i], info.Title[i:]
	if a, ok := s.assets["games/"+g.Name()+"/picture.svg"]; ok {
		info.Picture = a.url
	}
	if card, err := os.ReadFile(filepath.Join(s.cfg.Static, "games", g.Name(), "card.txt")); err == nil {
		lines := strings.SplitN(strings.TrimSpace(string(card)), "\n", 2)
		info.Kind = lines[0]
		if len(lines) == 2 {
			info.Length = strings.TrimSpace(lines[1])
		}
	}
	_, err := os.Stat(s.rulesFile(g.Name()))
	info.Rules = err == nil
	info.Report = s.hasReport(g.Name())
	if _, ok := s.assets[pictureKey(g.Name(), "tall")]; ok {
		info.Start = site.NewPicture(func(kind string) string { return s.assets[pictureKey(g.Name(), kind)].url })
	}
	return info
}

func (s *builder) rulesFile(game string) string {
	return filepath.Join(s.cfg.Static, "games", game, "rules.html")
}

// render executes the page template tmpl with the shared parts (and, for a
// game's pages, the game's rules text as the template "game-rules").
func (s *builder) render(tmpl string, data Data) ([]byte, error) {
	t := template.New(tmpl).Funcs(s.funcs())
	dir := filepath.Join(s.cfg.Static, "pages")
	parts, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	var files []string
	for _, p := range parts {
		if !isPage(filepath.Base(p)) {
			files = append(files, p)
		}
	}
	// The page comes last, so its definitions replace the parts' blocks.
	files = append(files, filepath.Join(dir, tmpl))
	if _, err := t.ParseFiles(files...); err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	if data.Game != nil && data.Game.Rules {
		text, err := os.ReadFile(s.rulesFile(data.Game.Name))
		if err != nil {
			return nil, fmt.Errorf("build: %v", err)
		}
		if _, err := t.New("game-rules").Parse(string(text)); err != nil {
			return nil, fmt.Errorf("build: %s: %v", s.rulesFile(data.Game.Name), err)
		}
	}
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, tmpl, data); err != nil {
		return nil, fmt.Errorf("build: %v", err)
	}
	return b.Bytes(), nil
}

func isPage(base string) bool {
	for _, p := range pageFiles {
		if p == base {
			return true
		}
	}
	return false
}

// funcs are the template functions: asset URLs and sizes, and the blocks
// that site renders again at request time.
func (s *builder) funcs() template.FuncMap {
	return template.FuncMap{
		"asset": func(key string) (string, error) {
			a, ok := s.assets[key]
			if !ok {
				return "", fmt.Errorf("no asset %q", key)
			}
			return a.url, nil
		},
		"assetText": func(key string) (string, error) {
			a, ok := s.assets[key]
			if !ok {
				return "", fmt.Errorf("no asset %q", key)
			}
			return string(a.data), nil
		},
		"program": s.programOf,
		"assetSize": func(key string) (int, error) {
			a, ok := s.assets[key]
			if !ok {
				return 0, fmt.Errorf("no asset %q", key)
			}
			return len(a.data), nil
		},
		"lazyAssets": func() (string, error) {
			m := map[string]string{}
			for key, a := range s.assets {
				if isLazy(key) {
					m[strings.TrimPrefix(key, lazyDir)] = a.url
				}
			}
			b, err := json.Marshal(m)
			return string(b), err
		},
		"embedWidth":  func() int { return embedding.Width },
		"embedHeight": func(mode string) int { return embedding.Height(embedding.Mode(mode)) },
		"meta":        func(m site.Meta) template.HTML { return template.HTML(site.RenderMeta(m)) },
		"problem":     func(p site.Problem) template.HTML { return template.HTML(site.RenderProblem(p)) },
		"picture":     func(p site.Picture) template.HTML { return template.HTML(site.RenderPicture(p)) },
		"notice":      func(msg string) template.HTML { return template.HTML(site.RenderNotice(msg)) },
	}
}
