module tessera

go 1.26.8

require (
	github.com/fogleman/gg v1.3.0
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0
	github.com/syumai/workers v0.33.0
	golang.org/x/image v0.33.0
	honnef.co/go/js/dom/v2 v2.0.0-20250304181735-b5e52f05e89d
)
