// Package site serves Tessera: one http.Handler, used by the local server
// (site/cmd/serve) and by the Cloudflare Worker (site/cmd/worker), that
// serves the static build (site/publish writes it) and renders the pages that
// need Go: a play or embed page carrying a position in its query (a share
// link), with that position's title and share metadata, or the error page
// that says what was wrong with the link. A page's response repeats its
// <link rel="preload"> elements as a Link header (preload.go).
//
// What both the build and the handler must agree on lives here once: the
// header policy (Policy, written to _headers for Workers Static Assets),
// the meta block (RenderMeta), the error block (RenderProblem) and the
// mapping between URL paths and files (FileFor, PagePath).
package site
