//go:build js

package page

import (
	"fmt"
	"syscall/js"
)

// store is the board's corner of localStorage: keys are prefix:name.
type store struct{ prefix string }

// get returns the value of name, and false when there is none (or storage
// is unavailable).
func (s store) get(name string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	item := localStorage().Call("getItem", s.prefix+":"+name)
	if item.IsNull() || item.IsUndefined() {
		return "", false
	}
	return item.String(), true
}

// set stores value under name; it returns an error in words when storage
// refuses (private mode, full).
func (s store) set(name, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("this browser would not save the game (%v)", r)
		}
	}()
	localStorage().Call("setItem", s.prefix+":"+name, value)
	return nil
}

// keepAside copies a bad entry of name to a new key, never deleting it, and
// returns that key.
func (s store) keepAside(name, value string) string {
	for i := 1; ; i++ {
		key := fmt.Sprintf("%s.unreadable-%d", name, i)
		if _, taken := s.get(key); !taken {
			s.set(key, value)
			return s.prefix + ":" + key
		}
	}
}

func localStorage() js.Value { return js.Global().Get("localStorage") }
