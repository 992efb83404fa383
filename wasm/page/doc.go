// Package page is the board's glue to the browser (syscall/js and
// honnef.co/go/js/dom/v2): it sizes the canvas in device pixels, turns DOM
// events into calls on a play.Session, redraws once per animation frame,
// keeps the game in localStorage, copies share links, runs AI sides through
// tessera/wasm/aiworker (the computer's part in a bid too) and fills the
// page's controls and live region. It knows games only through the rules
// contract, the registries and the capabilities of tessera/wasm/play.
// Everything but this doc is built for GOOS=js only.
package page
