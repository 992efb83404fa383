// Command build writes the static site from static/ and the compiled wasm:
//
//	go run ./site/cmd/publish -static static -wasm build/wasm -out build/public [-cache build/cache]
//
// See package tessera/site/publish for what it writes.
package main

import (
	"flag"
	"fmt"
	"log"

	"tessera/site/publish"
)

func main() {
	var cfg publish.Config
	flag.StringVar(&cfg.Static, "static", "static", "the static/ tree")
	flag.StringVar(&cfg.Wasm, "wasm", "build/wasm", "the folder of tessera.wasm and wasm_exec.js")
	flag.StringVar(&cfg.Out, "out", "build/public", "the output folder (deleted and rewritten)")
	flag.StringVar(&cfg.Cache, "cache", "build/cache", "the folder that keeps the big files' brotli copies between builds (\"\" for none)")
	flag.Parse()
	res, err := publish.Run(cfg)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("build: %d files in %s, build %s\n", len(res.Files), cfg.Out, res.ID)
}
