//go:build js

package page

import (
	"errors"
	"syscall/js"

	"tessera/rules"
)

// say returns err in a player's words (rules.Say: what is wrong and what
// to do, with no package prefix), and logs its message for developers to
// the console.
func say(err error) string {
	js.Global().Get("console").Call("log", "tessera: "+err.Error())
	return rules.Say(err)
}

// aiFailed words a failed request to the computer for the player: what
// the worker said to the player, when it said something (its program could
// not be downloaded), or else otherwise; the error's message goes to the
// console for developers.
func aiFailed(err error, otherwise string) string {
	words := say(err)
	if s := rules.Sayer(nil); errors.As(err, &s) {
		return words
	}
	return otherwise
}
