module tessera

go 1.26.8

require (
	github.com/syumai/workers v0.33.0 // indirect
	honnef.co/go/js/dom/v2 v2.0.0-20250304181735-b5e52f05e89d // indirect
)
