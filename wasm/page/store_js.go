//go:build js

package page

import (
	"errors"
	"strconv"
	"syscall/js"

	"tessera/rules"
)

// store is the board's corner of localStorage: keys are prefix:name. When
// localStorage refuses a value (full, or private mode), the value is kept
// in the tab's sessionStorage instead, which outlives a reload of the tab
// (as "Restart board" does) and is read first; the next value localStorage
// takes removes it.
type store struct{ prefix string }

// get returns the value of name, and false when there is none (or storage
// is unavailable).
func (s store) get(name string) (string, bool) {
	if v, ok := getItem("sessionStorage", s.prefix+":"+name); ok {
		return v, true
	}
	return getItem("localStorage", s.prefix+":"+name)
}

// set stores value under name; when localStorage refuses, it keeps value
// for this tab only and returns an error in words.
func (s store) set(name, value string) error {
	key := s.prefix + ":" + name
	err := setItem("localStorage", key, value)
	if err == nil {
		removeItem("sessionStorage", key)
		return nil
	}
	if setItem("sessionStorage", key, value) == nil {
		return rules.Said(errors.New("page: localStorage refused the game: "+err.Error()),
			"This browser would not save the game (its storage may be full or turned off), so it is kept for this tab only until there is room.")
	}
	return rules.Said(errors.New("page: localStorage and sessionStorage refused the game: "+err.Error()),
		"This browser would not save the game: its storage may be full or turned off in its settings.")
}

// keepAside copies a bad entry of name to a new key, never deleting it, and
// returns that key.
func (s store) keepAside(name, value string) string {
	for i := 1; ; i++ {
		key := name + ".unreadable-" + strconv.Itoa(i)
		if _, taken := s.get(key); !taken {
			s.set(key, value)
			return s.prefix + ":" + key
		}
	}
}

// getItem reads key from the Storage called area, false when there is none
// or the storage is unavailable.
func getItem(area, key string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	item := js.Global().Get(area).Call("getItem", key)
	if item.IsNull() || item.IsUndefined() {
		return "", false
	}
	return item.String(), true
}

// setItem writes key in the Storage called area, or says why it could not.
func setItem(area, key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = rules.Recovered(r)
		}
	}()
	js.Global().Get(area).Call("setItem", key, value)
	return nil
}

// removeItem removes key from the Storage called area, if it can.
func removeItem(area, key string) {
	defer func() { recover() }()
	js.Global().Get(area).Call("removeItem", key)
}
