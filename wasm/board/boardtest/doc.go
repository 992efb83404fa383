// Package boardtest helps the board views' tests: Recorder is a
// board.Canvas that keeps what was drawn (each filled or stroked path with
// its colour and points, and each text) so that a test can check a
// drawing without a browser. It is imported only by _test.go files.
package boardtest
