#!/usr/bin/env bash
# The base images the Dockerfiles name, on a machine that may reach no container registry.
# For each of node:20.20-bookworm-slim, nginxinc/nginx-unprivileged:1.30-alpine and
# mcr.microsoft.com/playwright:v1.65.1-noble: an image already there is used; otherwise it is
# pulled; only when the pull fails is a STAND-IN built under that exact name from Debian's
# packages (docker/stand-ins/, labelled fr.mer.portail.stand-in; never push one). The Debian
# root they start from is made with mmdebstrap from the machine's own apt mirror.
# Needs root, a running engine (DOCKER_HOST), mmdebstrap and the machine's Node 20 and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
# The classic builder: Debian packages no buildx plugin.
export DOCKER_BUILDKIT=0

DEBIAN_BASE=portail-marin/stand-in-debian:bookworm
NODE_BASE=node:20.20-bookworm-slim
NGINX_BASE=nginxinc/nginx-unprivileged:1.30-alpine
PLAYWRIGHT_BASE=mcr.microsoft.com/playwright:v1.65.1-noble

log() { printf 'stand-in: %s\n' "$*"; }
has_image() { docker image inspect "$1" >/dev/null 2>&1; }

# The machine's Debian mirror (the first URIs of its deb822 sources, or its sources.list).
apt_mirror() {
  local uri
  uri="$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{ print $2 }' | grep -v security | head -n 1 || true)"
  [ -n "$uri" ] || uri="$(grep -hE '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{ print $2 }' | grep -v security | head -n 1 || true)"
  echo "${uri:-http://deb.debian.org/debian}"
}

# True when the image is there or could be pulled; false means a stand-in is needed.
available() {
  has_image "$1" && { log "$1 is there"; return 0; }
  if docker pull -q "$1" >/dev/null 2>&1; then log "$1 pulled"; return 0; fi
  log "$1 cannot be pulled: building its stand-in"
  return 1
}

# Debian bookworm minbase, imported as the stand-ins' common root. mmdebstrap, not debootstrap:
# it installs through apt in one dpkg run (95 to 190 s here, loaded, where debootstrap took
# 511 s). The machine's apt settings that reach its mirror (proxy, the snapshot's expired Release files) and
# the dpkg excludes below are kept in the root (99mmdebstrap) for the stand-ins' own apt-get.
debian_base() {
  has_image "$DEBIAN_BASE" && return 0
  command -v mmdebstrap >/dev/null || { echo "stand-in: mmdebstrap is missing (apt-get install mmdebstrap)" >&2; exit 1; }
  local mirror started log aptopts=()
  mirror="$(apt_mirror)"
  log="$(mktemp /var/tmp/stand-in-debian.XXXXXX.log)"
  while IFS= read -r option; do aptopts+=("--aptopt=$option"); done \
    < <(apt-config dump | grep -E '^Acquire::(https?::Proxy|Check-Valid-Until|Check-Date) ' || true)
  started=$SECONDS
  log "mmdebstrap bookworm from $mirror"
  # merged-usr: the usr-is-merged layout debootstrap makes, not the usrmerge package and its
  # Perl; the dpkg excludes: what Debian's slim images leave out (docs, man pages, locales).
  mmdebstrap --quiet --variant=minbase --include=ca-certificates "${aptopts[@]}" \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    bookworm - "$mirror" 2>"$log" \
    | docker import \
      --change 'LABEL fr.mer.portail.stand-in="debian:bookworm (mmdebstrap minbase)"' \
      --change 'CMD ["bash"]' - "$DEBIAN_BASE" >/dev/null \
    || { tail -n 20 "$log" >&2; rm -f "$log"; exit 1; }
  rm -f "$log"
  log "debian base imported in $((SECONDS - started)) s"
}

build_stand_in() {
  local name="$1" dockerfile="$2" context="$3" started=$SECONDS
  docker build -q --network host -t "$name" -f "$dockerfile" "$context" >/dev/null
  log "$name built in $((SECONDS - started)) s"
}

node_stand_in() {
  case "$(node --version)" in
    v20.*) ;;
    *) echo "stand-in: $NODE_BASE needs the machine's Node 20, found $(node --version)" >&2; exit 1 ;;
  esac
  local context
  context="$(mktemp -d /var/tmp/stand-in-node.XXXXXX)"
  cp "$(command -v node)" "$context/node"
  cp -r "$(npm root -g)/npm" "$context/npm"
  cp /etc/ssl/certs/ca-certificates.crt "$context/ca-certificates.crt"
  cp docker/stand-ins/node.Dockerfile "$context/Dockerfile"
  build_stand_in "$NODE_BASE" "$context/Dockerfile" "$context"
  rm -rf "$context"
}

if ! available "$NODE_BASE"; then debian_base; node_stand_in; fi
if ! available "$NGINX_BASE"; then debian_base; build_stand_in "$NGINX_BASE" docker/stand-ins/nginx.Dockerfile docker/stand-ins; fi
if ! available "$PLAYWRIGHT_BASE"; then build_stand_in "$PLAYWRIGHT_BASE" docker/stand-ins/playwright.Dockerfile docker/stand-ins; fi
