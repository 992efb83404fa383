package rules

import (
	"errors"
	"strings"
)

// errQuery is the error of a query that net/url would refuse to read.
var errQuery = errors.New("rules: malformed query escape")

// QueryUnescape undoes the escaping of a URL query's key or value as
// net/url's QueryUnescape does: "%XX" is the byte of the hex digits XX and
// '+' a space; a '%' not followed by two hex digits is an error. The
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
				return "", errQuery
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
// or value holds a ';' or a key or value is badly escaped (the pairs read are kept).
func parseQuery(query string) (map[string][]string, error) {
	q := map[string][]string{}
	var err error
	for part := range strings.SplitSeq(query, "&") {
		if part == "" {
			continue
		}
		if strings.Contains(part, ";") {
			err = errQuery
			continue
		}
		rawKey, rawValue, _ := strings.Cut(part, "=")
		key, errKey := QueryUnescape(rawKey)
		value, errValue := QueryUnescape(rawValue)
		if errKey != nil || errValue != nil {
			err = errQuery
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
