// Package ship holds only tests: of the release (.goreleaser.yaml), of
// `go install ...@latest`, of the GitHub Action and of the container image.
// They build and run the whole distribution, which takes minutes, so they
// carry the build tag "release" and run as a step of their own in .ci/run
// (go test -tags release ./ship), not under the README's go test ./... .
package ship
