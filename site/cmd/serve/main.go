// Command serve serves the built site on 127.0.0.1 with the same handler the
// Worker runs:
//
//	PORT=8080 go run ./site/cmd/serve -dir build/public
package main

import (
	"flag"
	"log"
	"net"
	"net/http"
	"os"

	"tessera/site"
)

func main() {
	dir := flag.String("dir", "build/public", "the built site (site/cmd/publish's -out)")
	flag.Parse()
	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}
	if _, err := os.Stat(*dir); err != nil {
		log.Fatalf("serve: %v (run make build first)", err)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", port))
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	log.Printf("serve: Tessera on http://%s/", ln.Addr())
	log.Fatal(http.Serve(ln, site.NewHandler(os.DirFS(*dir))))
}
