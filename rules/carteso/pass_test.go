package carteso_test

import (
	"testing"

	"tessera/rules/carteso"
	"tessera/rules/rulestest"
)

// TestIsPass checks the rules.Passer capability at the start.
func TestIsPass(t *testing.T) { rulestest.CheckPasser(t, carteso.Game{}, carteso.PassToken) }
