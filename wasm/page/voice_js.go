//go:build js

package page

import (
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
