package main

import (
	"bufio"
	"os"
	"strings"
)

// peakRSS returns the process's peak resident set (VmHWM in
// /proc/self/status), or "unknown" where there is none.
func peakRSS() string {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
