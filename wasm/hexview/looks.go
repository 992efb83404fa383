package hexview

// Looks names each colour with the look of the stones Pen.Stone draws,
// for the page's list of players: rules.First's, then rules.Second's.
var Looks = [2]string{"black (plain dark stones)", "white (light stones with a ring)"}

// Colours are the stone colours' short names, for sentences.
var Colours = [2]string{"black", "white"}
