package rules

import (
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// The query keys of a share link that are not game options.
const (
	linkMoves = "m"     // the tokens played, joined by '.'
	linkPly   = "ply"   // the ply to show, when not the latest
	linkSetup = "setup" // the position set up by hand the match starts from
)

// Link is what a share URL's query says: a match and the ply to show.
type Link struct {
	Match *Match
	Ply   int // the ply to show, 0..Match.Ply()
}

// ParseLink reads a share URL's query (without '?') for g: options as
// key=value, setup=a setup text (see Setup), m=tokens joined by '.', and
// ply=N. Anything wrong is an error in words. When a token is refused the
// error is a *TokenError and the Link holds the match before it, so a page
// can still show the last legal position; other errors return a zero Link.
func ParseLink(g Game, query string) (Link, error) {
	q, err := parseQuery(query)
	if err != nil {
		return Link{}, Said(errors.New(g.Name()+": the link's query is malformed: "+err.Error()),
			"This link's address is damaged: copy the whole link again.")
	}
	var words, tokens []string
	var setup string
	ply := -1
	for _, key := range slices.Sorted(maps.Keys(q)) {
		value := q[key][len(q[key])-1]
		switch key {
		case linkMoves:
			if value != "" {
				tokens = strings.Split(value, ".")
			}
		case linkSetup:
			setup = value
		case linkPly:
			n, err := strconv.Atoi(value)
			if err != nil || n < 0 || strconv.Itoa(n) != value {
				return Link{}, Said(errors.New(g.Name()+": ply "+strconv.Quote(value)+" is not a whole number"),
					"This link's move number "+strconv.Quote(value)+" is not a whole number: copy the whole link again.")
			}
			ply = n
		default:
			words = append(words, key+"="+value)
		}
	}
	opts, err := ParseOptionWords(g, words)
	if err != nil {
		return Link{}, err
	}
	m, err := ReplayFrom(g, opts, setup, tokens)
	if m == nil {
		return Link{}, err
	}
	link := Link{Match: m, Ply: m.Ply()}
	if err != nil {
		return link, err
	}
	if ply > m.Ply() {
		n, plies := strconv.Itoa(ply), strconv.Itoa(m.Ply())
		return link, Said(errors.New(g.Name()+": ply "+n+" is past the end of the game ("+plies+" plies)"),
			"This link asks for move "+n+", but its game has only "+plies+" moves: copy the whole link again.")
	}
	if ply >= 0 {
		link.Ply = ply
	}
	return link, nil
}

// Query writes the link as a share URL's query (without '?'): options that
// differ from their defaults, then setup when the match started from a
// position set up by hand, then m, then ply when it is not the latest.
// It is canonical: equal links give equal queries.
func (l Link) Query() string {
	var parts []string
	for _, w := range l.Match.Options().NonDefault(l.Match.Game()) {
		key, value, _ := strings.Cut(w, "=")
		parts = append(parts, escape(key)+"="+escape(value))
	}
	if setup := l.Match.Setup(); setup != "" {
		parts = append(parts, linkSetup+"="+escape(setup))
	}
	if tokens := l.Match.Tokens(); len(tokens) > 0 {
		escaped := make([]string, len(tokens))
		for i, t := range tokens {
			escaped[i] = escape(t)
		}
		parts = append(parts, linkMoves+"="+strings.Join(escaped, "."))
	}
	if l.Ply != l.Match.Ply() {
		parts = append(parts, linkPly+"="+strconv.Itoa(l.Ply))
	}
	return strings.Join(parts, "&")
}

// upperHex holds the hex digits escape writes, upper-case as net/url's.
const upperHex = "0123456789ABCDEF"

// escape percent-encodes s for a query, leaving the characters tokens and
// option values use (':' and '.' among them) readable. No token contains
// '.', so joining tokens by '.' is unambiguous.
func escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			c == '-', c == '_', c == '~', c == ':', c == '.':
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&0xF])
		}
	}
	return b.String()
}
