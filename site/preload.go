package site

import (
	"bytes"
	"strings"
)

// A page's <link rel="preload"> elements, repeated as its response's Link
// header: the browser starts those fetches (a board page's Go program, the
// largest thing it needs) when the headers arrive, before it has parsed the
// page, and an edge that sends 103 Early Hints (Cloudflare's, when the zone
// has them on) can send them before the page itself.

// preloadLinks returns the Link header value for page, an HTML document
// as site/publish writes them: a link-value for each <link rel="preload">
// element before its body, in order, with its href, its as and its
// crossorigin; "" when it has none. (tdewolff/parse's HTML lexer, tried
// first, added 150 KB to the Worker's program for this one question about
// pages the build itself wrote.)
func preloadLinks(page []byte) string {
	lower := make([]byte, len(page)) // tag names in any case, ASCII's, at page's offsets
	for i, b := range page {
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		lower[i] = b
	}
	if i := bytes.Index(lower, []byte("<body")); i >= 0 {
		lower = lower[:i]
	}
	var links []string
	for at := 0; ; {
		i := bytes.Index(lower[at:], []byte("<link"))
		if i < 0 {
			break
		}
		at += i + len("<link")
		end := bytes.IndexByte(lower[at:], '>')
		if end < 0 {
			break
		}
		if !isSpace(lower[at]) {
			continue // another tag, <linkfoo
		}
		if v, ok := linkValue(attributes(string(page[at : at+end]))); ok {
			links = append(links, v)
		}
		at += end
	}
	return strings.Join(links, ", ")
}

// attributes reads a start tag's attributes, written name="value",
// name='value', name=value or name alone; names in lower case.
func attributes(tag string) map[string]string {
	attrs := map[string]string{}
	for {
		tag = strings.TrimLeft(tag, htmlSpace+"/")
		if tag == "" {
			return attrs
		}
		n := strings.IndexAny(tag, htmlSpace+"/=")
		if n < 0 {
			n = len(tag)
		}
		name, value := strings.ToLower(tag[:n]), ""
		tag = tag[n:]
		if rest, ok := strings.CutPrefix(tag, "="); ok {
			end := strings.IndexAny(rest, htmlSpace)
			if q := rest[:min(1, len(rest))]; q == `"` || q == "'" {
				end = strings.Index(rest[1:], q) + 1
				if end == 0 { // unterminated: not a tag to trust
					return map[string]string{}
				}
				rest = rest[1:]
				end--
			}
			if end < 0 {
				end = len(rest)
			}
			value, tag = rest[:end], rest[min(end+1, len(rest)):]
		}
		attrs[name] = value
	}
}

// isSpace reports whether b is HTML's white space.
func isSpace(b byte) bool { return strings.IndexByte(htmlSpace, b) >= 0 }

// htmlSpace is HTML's white space.
const htmlSpace = " \t\n\r\f"

// linkValue writes a <link> element's attributes as a Link header's
// link-value, false unless it is a preload with an href a header can carry.
func linkValue(attrs map[string]string) (string, bool) {
	href, as := attrs["href"], attrs["as"]
	if strings.ToLower(attrs["rel"]) != "preload" || href == "" || strings.ContainsAny(href+as, "<>,;&\" '") {
		return "", false
	}
	v := "<" + href + ">; rel=preload"
	if as != "" {
		v += "; as=" + as
	}
	if _, ok := attrs["crossorigin"]; ok {
		v += "; crossorigin"
	}
	return v, true
}
