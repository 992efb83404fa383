package site

import (
	"fmt"
	"strconv"
	"strings"

	"tessera/rules"
)

// ShareMeta returns the meta block of a share link's page: the position the
// link shows (link.Ply) in the title, its score and last move in the
// description, and url (absolute, canonical) as og:url.
func ShareMeta(link rules.Link, url string) Meta {
	g := link.Match.Game()
	m, mover, last := replayTo(link)
	var state string
	switch r := m.Result(); {
	case r.Over && r.Winner == rules.NoPlayer:
		state = "drawn"
	case r.Over:
		state = m.WinnerName() + " won"
	default:
		state = fmt.Sprintf("%s to move, ply %d", m.PlayerName(m.ToMove()), link.Ply)
	}
	var desc []string
	if s := describeScore(g, m.Position().Score()); s != "" {
		desc = append(desc, "Score: "+s+".")
	}
	if last == "" {
		desc = append(desc, "The start of a game.")
	} else {
		desc = append(desc, fmt.Sprintf("Last move: %s by %s (ply %d of %d).", last, m.PlayerName(mover), link.Ply, link.Match.Ply()))
	}
	if r := m.Resigned(); r != rules.NoPlayer {
		desc = append(desc, m.PlayerName(r)+" resigned.")
	}
	return Meta{
		Title:       g.Title() + ": " + state,
		Description: strings.Join(desc, " "),
		URL:         url,
		OEmbed:      OEmbedLink(url),
		Image:       PreviewURL(url, link),
	}
}

// replayTo returns the link's match up to the ply it shows, with the
// player who made the last move and its token (NoPlayer and "" at the
// start).
func replayTo(link rules.Link) (m *rules.Match, mover rules.Player, last string) {
	full := link.Match
	if link.Ply > 0 {
		last = full.Tokens()[link.Ply-1]
	}
	return full.Upto(link.Ply), full.Mover(link.Ply - 1), last
}

// describeScore writes a score whose every side is a number (as Ur's) as
// "left 2, right 3", players first; any other score is left out ("").
func describeScore(g rules.Game, score rules.Score) string {
	var parts []string
	for p, name := range g.Players() {
		words := score.Side(rules.Player(p))
		if _, err := strconv.ParseFloat(words, 64); err != nil {
			return ""
		}
		parts = append(parts, name+" "+words)
	}
	return strings.Join(parts, ", ")
}
