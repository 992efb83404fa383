// Command golines drops the file names and line numbers from Go programs
// compiled to WebAssembly, in place (package tessera/site/golines): the
// Makefile runs it on the programs a first visit waits for.
//
//	go run ./site/cmd/golines build/wasm/ur.wasm ...
package main

import (
	"fmt"
	"os"

	"tessera/site/golines"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: golines program.wasm ...")
		os.Exit(2)
	}
	for _, name := range os.Args[1:] {
		if err := dropLines(name); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// dropLines rewrites the program in the file called name.
func dropLines(name string) error {
	module, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	out, err := golines.DropLines(module)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return os.WriteFile(name, out, 0o644)
}
