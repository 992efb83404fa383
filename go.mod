module tessera

go 1.26.8

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/fogleman/gg v1.3.0
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0
	github.com/mailru/easyjson v0.9.2
	github.com/syumai/workers v0.33.0
	github.com/tdewolff/minify/v2 v2.24.25
	golang.org/x/image v0.48.0
	honnef.co/go/js/dom/v2 v2.0.0-20250304181735-b5e52f05e89d
)

require (
	github.com/josharian/intern v1.0.0 // indirect
	github.com/tdewolff/parse/v2 v2.8.20 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

tool github.com/mailru/easyjson/easyjson
