package main

import (
	"testing"
)

func TestTuneRefusesBadConstants(t *testing.T) {
	if _, err := tune(100, "0.3,x"); err == nil {
		t.Error("tune accepted the constant x")
	}
	if p, err := tune(100, "0.3,1"); err != nil || len(p) != 2 || p[1].Weak.Config.C != 1 {
		t.Errorf("tune(0.3,1) = %+v, %v", p, err)
	}
}
