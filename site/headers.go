package site

import (
	"fmt"
	"io"
	"net/http"
	"strings"
)

// The Content-Security-Policy of every response: no inline script or style,
// wasm compilation allowed, nothing from other origins. frameAncestors ends
// it: pages refuse framing, /embed/... pages allow any origin.
const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors "

// Cache-Control values of the policy.
const (
	cacheRevalidate = "no-cache"                            // HTML, sw.js, 404s: always revalidated
	cacheImmutable  = "public, max-age=31536000, immutable" // content-hashed assets
	// Go-rendered pages (share links, error pages, oEmbed): the URL fixes
	// what they say, but a page names its build's hashed assets, which the
	// next deploy removes. Browsers revalidate them at every use; only the
	// edge keeps a copy a day (s-maxage), which the Worker keys by deploy.
	cacheShare = "public, max-age=0, must-revalidate, s-maxage=86400"
)

// The permissions no page uses, refused to the page and anything it frames.
const permissions = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"

// hsts asks browsers to use https only for a year; browsers ignore it over
// plain http (the local server, wrangler dev).
const hsts = "max-age=31536000"

// A Rule sets headers on every path its Pattern matches. A Pattern is an
// exact path or a prefix ending in "/*", as in Workers' _headers file. An
// empty value removes the header.
type Rule struct {
	Pattern string
	Headers [][2]string // name, value; in order
}

// Policy is the header policy of the site, general rules first: where
// several rules match a path, a later rule's header replaces an earlier
// one's. The handler applies it to every response and the build writes it
// to _headers, so both servers send the same headers.
var Policy = []Rule{
	{"/*", [][2]string{
		{"Content-Security-Policy", csp + "'none'"},
		{"X-Frame-Options", "DENY"},
		{"X-Content-Type-Options", "nosniff"},
		{"Referrer-Policy", "strict-origin-when-cross-origin"},
		{"Permissions-Policy", permissions},
		{"Cross-Origin-Opener-Policy", "same-origin"},
		{"Strict-Transport-Security", hsts},
		{"Cache-Control", cacheRevalidate},
	}},
	{"/embed/*", [][2]string{
		{"Content-Security-Policy", csp + "*"},
		{"X-Frame-Options", ""},
	}},
	{"/assets/*", [][2]string{
		{"Cache-Control", cacheImmutable},
	}},
}

// matches reports whether pattern matches the URL path p.
func matches(pattern, p string) bool {
	if prefix, ok := strings.CutSuffix(pattern, "*"); ok {
		return strings.HasPrefix(p, prefix)
	}
	return pattern == p
}

// HeadersFor returns the headers the policy gives the URL path p.
func HeadersFor(p string) http.Header {
	h := http.Header{}
	for _, r := range Policy {
		if !matches(r.Pattern, p) {
			continue
		}
		for _, kv := range r.Headers {
			if kv[1] == "" {
				h.Del(kv[0])
			} else {
				h.Set(kv[0], kv[1])
			}
		}
	}
	return h
}

// WriteHeadersFile writes the policy as a Workers Static Assets _headers
// file. Workers joins the values of a header set by several matching
// rules, so a later rule first detaches ("! Name") a header an earlier
// rule set, then sets its own value.
func WriteHeadersFile(w io.Writer) error {
	var b strings.Builder
	b.WriteString("# Written by site/publish from site.Policy: edit the policy, not this file.\n")
	for i, r := range Policy {
		fmt.Fprintf(&b, "%s\n", r.Pattern)
		for _, kv := range r.Headers {
			if setEarlier(Policy[:i], kv[0]) {
				fmt.Fprintf(&b, "  ! %s\n", kv[0])
			}
			if kv[1] != "" {
				fmt.Fprintf(&b, "  %s: %s\n", kv[0], kv[1])
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// setEarlier reports whether any of rules sets the header name.
func setEarlier(rules []Rule, name string) bool {
	for _, r := range rules {
		for _, kv := range r.Headers {
			if kv[0] == name && kv[1] != "" {
				return true
			}
		}
	}
	return false
}
