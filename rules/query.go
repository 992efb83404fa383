package rules

import (
	"errors"
	"strconv"
	"strings"
)

// errSemicolon is the error of a query with a ';' in a key or value, in
// net/url's words.
var errSemicolon = errors.New("invalid semicolon separator in query")

// escapeError is the error of a '%' not followed by two hex digits, in
// net/url's words; it holds the '%' and up to two bytes after it.
type escapeError string

func (e escapeError) Error() string {
	return "invalid URL escape " + strconv.Quote(string(e))
}

// QueryUnescape undoes the escaping of a URL query's key or value as
// net/url's QueryUnescape does: "%XX" is the byte of the hex digits XX and
// '+' a space; a '%' not followed by two hex digits is an error, in
// net/url's words. The
// browser's programs link no net/url (docs/architecture.md).
func QueryUnescape(s string) (string, error) {
	if !strings.ContainsAny(s, "%+") {
		return s, nil
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+':
			b = append(b, ' ')
		case '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return "", escapeError(s[i:min(i+3, len(s))])
			}
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		default:
			b = append(b, c)
		}
	}
	return string(b), nil
}

// parseQuery reads a query's key=value pairs, split at '&', as net/url's
// ParseQuery does: a key's values in their order, and an error when a key
// or value holds a ';' or a key or value is badly escaped (the pairs read
// are kept). The error is net/url's: the last ';' refused, else the first
// bad escape.
func parseQuery(query string) (map[string][]string, error) {
	q := map[string][]string{}
	var err error
	for part := range strings.SplitSeq(query, "&") {
		if strings.Contains(part, ";") {
			err = errSemicolon
			continue
		}
		if part == "" {
			continue
		}
		rawKey, rawValue, _ := strings.Cut(part, "=")
		key, errKey := QueryUnescape(rawKey)
		value, errValue := QueryUnescape(rawValue)
		if errKey == nil {
			errKey = errValue
		}
		if errKey != nil {
			if err == nil {
				err = errKey
			}
			continue
		}
		q[key] = append(q[key], value)
	}
	return q, err
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
