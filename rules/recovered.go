package rules

import "errors"

// Recovered returns the value of a recovered panic as an error: the error
// itself when it is one (a runtime error, a JavaScript exception), else
// an error in the words fmt's %v would give it, for a Stringer or a
// string. A value of another kind, which no code of the project panics
// with, is named only as such.
func Recovered(p any) error {
	switch v := p.(type) {
	case error:
		return v
	case interface{ String() string }:
		return errors.New(v.String())
	case string:
		return errors.New(v)
	}
	return errors.New("a panic with a value of another kind")
}
