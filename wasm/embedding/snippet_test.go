package embedding

import (
	"encoding/xml"
	"fmt"
	"testing"
)

func TestURL(t *testing.T) {
	tests := []struct {
		p         Params
		link, url string
	}{
		{Params{Play, Auto}, "", "https://t.example/embed/ur"},
		{Params{Play, Auto}, "m=3:L4", "https://t.example/embed/ur?m=3:L4"},
		{Params{View, Auto}, "", "https://t.example/embed/ur?mode=view"},
		{Params{View, Dark}, "pieces=3&m=3:L4.0&ply=1", "https://t.example/embed/ur?mode=view&theme=dark&pieces=3&m=3:L4.0&ply=1"},
	}
	for _, tt := range tests {
		if got := URL("https://t.example", "ur", tt.p, tt.link); got != tt.url {
			t.Errorf("URL(%+v, %q) = %q, want %q", tt.p, tt.link, got, tt.url)
		}
	}
}

// iframe is the snippet read back as XML.
type iframe struct {
	XMLName xml.Name `xml:"iframe"`
	Src     string   `xml:"src,attr"`
	Title   string   `xml:"title,attr"`
	Width   int      `xml:"width,attr"`
	Height  int      `xml:"height,attr"`
	Loading string   `xml:"loading,attr"`
	Allow   string   `xml:"allow,attr"`
}

func TestSnippetReadsBack(t *testing.T) {
	src := `https://t.example/embed/ur?mode=view&m=3:L4&ply=1`
	title := `Ur's "royal" <game> & more`
	s := Snippet(src, title, 640, 480)
	var f iframe
	if err := xml.Unmarshal([]byte(s), &f); err != nil {
		t.Fatalf("the snippet %s is not well formed: %v", s, err)
	}
	want := iframe{XMLName: xml.Name{Local: "iframe"}, Src: src, Title: title + " board from Tessera", Width: 640, Height: 480, Loading: "lazy", Allow: "clipboard-write"}
	if f != want {
		t.Errorf("the snippet %s reads as %+v, want %+v", s, f, want)
	}
}

func TestHeight(t *testing.T) {
	if Height(View) != ViewHeight || Height(Play) != PlayHeight || Height("") != PlayHeight {
		t.Error("a diagram proposes ViewHeight, anything else PlayHeight")
	}
}

func ExampleURL() {
	src := URL("https://tessera.example", "ur", Params{Mode: View}, "m=3:L4.0&ply=1")
	fmt.Println(src)
	fmt.Println(Snippet(src, "Royal Game of Ur", Width, Height(View)))
	// Output:
	// https://tessera.example/embed/ur?mode=view&m=3:L4.0&ply=1
	// <iframe src="https://tessera.example/embed/ur?mode=view&amp;m=3:L4.0&amp;ply=1" title="Royal Game of Ur board from Tessera" width="640" height="1300" loading="lazy" allow="clipboard-write" style="border:0;max-width:100%"></iframe>
}
