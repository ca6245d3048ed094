# The attrlint container image: the static attrlint binary alone on an
# empty base, run as an unprivileged user in /work.
#
# The binary is built outside (the image needs no Go toolchain and no base
# image to pull), at PLATFORM/attrlint in the build context, as GoReleaser's
# dockers_v2 lays it out (.goreleaser.yaml). By hand, for this machine:
#
#   CGO_ENABLED=0 go build -trimpath -o ctx/linux/amd64/attrlint ./cmd/attrlint
#   docker build --platform linux/amd64 -f Dockerfile -t attrlint ctx   # or buildah build
#   docker run --rm -v "$PWD:/work" attrlint .
#
# ship/image_test.go builds it with buildah and runs it.
FROM scratch

# Set by docker buildx, BuildKit and podman to the platform being built,
# such as linux/amd64.
ARG TARGETPLATFORM

COPY $TARGETPLATFORM/attrlint /usr/local/bin/attrlint

# 65532 is the "nonroot" user of distroless images; scratch has no
# /etc/passwd, so the user is given by number. Run with
# --user "$(id -u):$(id -g)" for --fix to write files in /work as you.
USER 65532:65532
WORKDIR /work
ENTRYPOINT ["/usr/local/bin/attrlint"]
