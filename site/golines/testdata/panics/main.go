// Command panics prints a line, then panics three calls deep: the test
// program of package golines, built for GOOS=js GOARCH=wasm.
package main

import (
	"fmt"
	"runtime"
)

func main() {
	_, file, line, _ := runtime.Caller(0)
	fmt.Printf("started at %s:%d\n", file, line)
	outer(3)
}

//go:noinline
func outer(n int) { middle(n) }

//go:noinline
func middle(n int) { inner(n) }

//go:noinline
func inner(n int) { panic(fmt.Sprint("deep down, ", n)) }
