package publish

// The raster icons, static/icons/icon-{192,512,maskable-512}.png, and
// static/favicon.ico are drawn from static/icons/icon.svg by
// site/cmd/icons; TestIconsGenerated checks that they are up to date.
//go:generate go run ../cmd/icons -static ../../static
