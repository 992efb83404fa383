// Command build writes the static site from static/ and the compiled wasm:
//
//	go run ./site/cmd/build -static static -wasm build/wasm -out build/public
//
// See package tessera/site/build for what it writes.
package main

import (
	"flag"
	"fmt"
	"log"

	"tessera/site/build"
)

func main() {
	var cfg build.Config
	flag.StringVar(&cfg.Static, "static", "static", "the static/ tree")
	flag.StringVar(&cfg.Wasm, "wasm", "build/wasm", "the folder of tessera.wasm and wasm_exec.js")
	flag.StringVar(&cfg.Out, "out", "build/public", "the output folder (deleted and rewritten)")
	flag.Parse()
	res, err := build.Run(cfg)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("build: %d files in %s, build %s\n", len(res.Files), cfg.Out, res.ID)
}
