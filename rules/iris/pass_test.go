package iris_test

import (
	"testing"

	"tessera/rules/iris"
	"tessera/rules/rulestest"
)

// TestIsPass checks the rules.Passer capability at the start.
func TestIsPass(t *testing.T) { rulestest.CheckPasser(t, iris.Game{}, iris.PassToken) }
