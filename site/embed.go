package site

import (
	"tessera/rules"
	"tessera/wasm/embedding"
)

// parseLink reads the query of a play page, or of an embed page, as a share
// link of g. An embed page's query also carries the embed's own parameters
// (mode, theme: embedding.Split), which are checked and left out of the
// link, so they never reach rules.ParseLink nor the canonical play URL. On
// a play page they are what they look like: unknown options.
func parseLink(g rules.Game, query string, embed bool) (rules.Link, error) {
	if embed {
		rest, _, err := embedding.Split(query)
		if err != nil {
			return rules.Link{}, err
		}
		query = rest
	}
	return rules.ParseLink(g, query)
}
