package chance

// Report is a calibration as the report page shows it: what was played,
// the mapping fitted on the even games and its table on the odd ones.
type Report struct {
	Game      string   `json:"game"`
	Options   []string `json:"options,omitempty"` // the game options every game was played with, as key=value
	Level     string   `json:"level"`             // the name of the level that played itself
	Games     int      `json:"games"`
	Seed      uint64   `json:"seed"`
	Positions int      `json:"positions"` // positions rated, in all the games
	Fit       Logistic `json:"fit"`       // fitted on the even games
	Table     Table    `json:"table"`     // Fit's predictions on the odd games
	Error     float64  `json:"error"`     // Table's mean absolute calibration error, 0 to 1
	Command   string   `json:"command"`   // the command line that remakes it
}
