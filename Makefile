# Developer tasks. The README's test command (go test ./...) needs none of
# this; `make fuzz` runs every fuzz target in turn.

# How long each fuzz target runs, and how many fuzzing workers it uses.
FUZZTIME ?= 60s
FUZZPARALLEL ?= 1

.PHONY: test fuzz

test:
	go test -count=1 ./...

# Every fuzz target of every package in turn (see .ci/fuzz).
fuzz:
	FUZZTIME=$(FUZZTIME) FUZZPARALLEL=$(FUZZPARALLEL) .ci/fuzz
