package golines

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// program builds testdata/panics for the browser's GOOS and GOARCH.
func program(t *testing.T) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "panics.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-o", out, "./testdata/panics")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, msg)
	}
	module, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return module
}

// run runs module under Node with Go's wasm_exec_node.js and returns what
// it printed.
func run(t *testing.T, module []byte) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node to run the program: make test installs it")
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "program.wasm")
	if err := os.WriteFile(file, module, 0o644); err != nil {
		t.Fatal(err)
	}
	glue := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
	out, _ := exec.Command(node, glue, file).CombinedOutput() // it panics: a failure exit
	return string(out)
}

// TestDropLines runs a program that panics before and after DropLines:
// the same output and stack of functions, without files or lines after.
func TestDropLines(t *testing.T) {
	module := program(t)
	dropped, err := DropLines(module)
	if err != nil {
		t.Fatal(err)
	}
	before, after := run(t, module), run(t, dropped)
	for _, want := range []string{"panic: deep down, 3", "main.inner(0x3)", "main.middle(0x3)", "main.outer(0x3)", "main.main()"} {
		if !strings.Contains(before, want) || !strings.Contains(after, want) {
			t.Errorf("want %q before and after; before:\n%s\nafter:\n%s", want, before, after)
		}
	}
	if !strings.Contains(before, "panics/main.go:23") {
		t.Errorf("before DropLines, the stack should give inner's line:\n%s", before)
	}
	if strings.Contains(after, ".go") || !strings.Contains(after, "started at ?:0") || !strings.Contains(after, "main.inner(0x3)\n\t?:0") {
		t.Errorf("after DropLines, no file or line should be left:\n%s", after)
	}
	if len(dropped) != len(module) || gzipped(t, dropped) >= gzipped(t, module) {
		t.Errorf("DropLines should keep the module's size (%d, was %d) and shrink its compressed size (%d, was %d)",
			len(dropped), len(module), gzipped(t, dropped), gzipped(t, module))
	}
	again, err := DropLines(dropped)
	if err != nil || !bytes.Equal(again, dropped) {
		t.Errorf("DropLines twice differs from once (err %v)", err)
	}
}

func gzipped(t *testing.T, b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	w.Close()
	return buf.Len()
}

// TestDropLinesRefuses checks that what is not a Go wasm module with a
// pclntab is refused, the module unchanged.
func TestDropLinesRefuses(t *testing.T) {
	module := program(t)
	at := bytes.Index(module, header) // in the table's data segment
	noTable := bytes.Clone(module)
	noTable[at] = 0
	twoTables := bytes.Clone(module)
	copy(twoTables[at+200:], header) // in a later segment
	for name, m := range map[string][]byte{
		"empty":        nil,
		"not wasm":     []byte("\x7fELF\x02\x01\x01"),
		"no data":      wasmMagic,
		"cut short":    module[:len(module)/2],
		"no pclntab":   noTable,
		"two pclntabs": twoTables,
	} {
		before := bytes.Clone(m)
		if _, err := DropLines(m); err == nil {
			t.Errorf("%s: DropLines accepted it", name)
		}
		if !bytes.Equal(m, before) {
			t.Errorf("%s: DropLines changed its input", name)
		}
	}
}

// FuzzDropLines feeds DropLines damaged modules: it fails or succeeds,
// never panics.
func FuzzDropLines(f *testing.F) {
	f.Add([]byte{})
	f.Add(append(bytes.Clone(wasmMagic), dataSection, 12, 1, 0, 0x41, 0, 0x0b, 8, 0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8))
	f.Fuzz(func(t *testing.T, module []byte) {
		DropLines(module)
	})
}
