//go:build js

package page

import (
	"slices"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// showCrash shows a panic the board recovered from, in words, with a
// "Restart board" button. The board restarts by reloading the page: the
// game comes back from its record, saved after every ply (in this
// browser's storage, or in the address bar for a shared game).
func showCrash(msg string) {
	showFatal(msg)
	doc := dom.GetWindow().Document()
	box := elementByID(doc, "loading-error")
	if box == nil || elementByID(doc, "restart-board") != nil {
		return
	}
	button := createElement(doc, "button")
	button.SetID("restart-board")
	button.SetAttribute("type", "button")
	button.Class().Add("loading-retry")
	button.SetTextContent("Restart board")
	listen(button.Underlying(), "click", func(dom.Event) { js.Global().Get("location").Call("reload") })
	box.Underlying().Call("append", " ", button.Underlying())
}

// exposeFaults adds the fault tests' switch to window.tessera when the
// page's fragment holds the word "faults" (as #seed=2&faults): panic()
// panics in a handler of the board, recovered as any panic there is.
func exposeFaults(api js.Value) {
	if !slices.Contains(strings.Split(strings.TrimPrefix(location("hash"), "#"), "&"), "faults") {
		return
	}
	api.Set("panic", js.FuncOf(func(js.Value, []js.Value) any {
		go func() {
			defer reportPanic()
			panic("a panic on demand (#faults)")
		}()
		return nil
	}))
}
