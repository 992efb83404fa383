// Package embedding is what an embedded Tessera board (/embed/{game}) and
// the pages that offer it agree on: the embed parameters of its URL (mode
// and theme, which are not game options), the URL of an embed, and the
// iframe snippet that shows it. The page's Go program, the share dialog,
// the Go handler and the oEmbed answer all use it, so an embed URL is
// written and read one way only.
//
// It is pure: no I/O, no syscall/js, and only small standard packages (it
// is compiled into the browser program and the Worker).
package embedding
