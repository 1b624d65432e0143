#!/usr/bin/env bash
# The image and the tester stack, built and run for real (docs/testing.md, "The tester stack").
# Uses the engine DOCKER_HOST points at when one answers; otherwise, as root, starts its own
# dockerd (own data root and socket, no iptables, no default bridge: scripts/docker-engine.sh)
# and stops it by PID at the end. Then: base images (pulled, or local stand-ins where no registry
# answers), the three images, checks on the portal image, npm run release into a scratch copy of
# deploy/ (the digest must reach the rendered Deployment), the stack's throwaway CA and the
# backend's certificate (.tmp/stack-tls), checks on its running container and its TLS link to the
# backend, the e2e suite in the Playwright service against http://portal:8080, and a rolling update from that
# image to a next release under load (scripts/rolling-release.sh). Fails on any failed check or test.
#
# --alongside CMD runs CMD (CI: the host's npm test) while the images and the release build: the
# builds wait on the registry and on single-threaded steps, so on two cores the two overlap well;
# the stack's own end-to-end run waits for CMD, so that two browser suites never compete for the
# CPU. node_modules must be installed before (npm ci): the release runs tsx.
set -euo pipefail
cd "$(dirname "$0")/.."

alongside=""
if [ "${1:-}" = --alongside ]; then
  [ -n "${2:-}" ] || { echo "usage: $0 [--alongside COMMAND]" >&2; exit 2; }
  alongside="$2"
elif [ $# -gt 0 ]; then
  echo "usage: $0 [--alongside COMMAND]" >&2
  exit 2
fi

PROJECT=portail-marin-stack
PORTAL_IMAGE=portail-marin/portal:stack
MOCK_IMAGE=portail-marin/mock:stack
E2E_IMAGE=portail-marin/e2e:stack
# A portal beside the stack's that trusts another CA than the backend's (check_backend_tls).
UNTRUSTING_PORTAL=$PROJECT-untrusting-portal
# The classic builder: it caches layers across Dockerfiles (the shared npm ci layer) and needs
# no buildx plugin, which Debian does not package.
export DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0

log() { printf '\n== stack: %s\n' "$*"; }
fail() { echo "stack: FAILED: $*" >&2; exit 1; }
timed() {
  local label="$1" started=$SECONDS
  shift
  "$@"
  echo "stack: $label took $((SECONDS - started)) s"
  # A command run alongside that has already failed fails the run now, not after the builds.
  if [ -n "$alongside_pid" ] && ! kill -0 "$alongside_pid" 2>/dev/null; then wait_alongside; fi
}

# shellcheck source=scripts/docker-engine.sh
source scripts/docker-engine.sh

compose_up=""
alongside_pid=""
release_pid=""
cleanup() {
  local status=$?
  # Its own process group (setsid below): the whole of it, npm's children included.
  if [ -n "$alongside_pid" ]; then kill -- "-$alongside_pid" 2>/dev/null || true; fi
  if [ -n "$release_pid" ]; then kill -- "-$release_pid" 2>/dev/null || true; fi
  if [ -n "$compose_up" ]; then
    docker rm -f "$UNTRUSTING_PORTAL" >/dev/null 2>&1 || true
    compose down --volumes --remove-orphans >/dev/null 2>&1 || true
  fi
  stop_engine || status=1
  exit $status
}
trap cleanup EXIT

compose() {
  if docker compose version >/dev/null 2>&1; then
    docker compose -p "$PROJECT" -f docker/docker-compose.yml "$@"
  else
    docker-compose -p "$PROJECT" -f docker/docker-compose.yml "$@"
  fi
}

# Each build's output in .tmp/, its end on screen when it fails. The context is the checkout, or
# "-": a tar on standard input.
build() {
  local log=".tmp/build-${1//[:\/]/-}.log"
  docker build --network host -t "$1" -f "$2" "${3:-.}" >"$log" 2>&1 || { tail -n 30 "$log" >&2; fail "docker build of $1 (log: $log)"; }
}

# The mock image's context: the working tree as git sees it (.gitignore leaves out all that
# .dockerignore does), with the univers-marin fixtures' dist/ the host built, which the image then
# neither installs nor builds again. Built first, or waited for, under the lock npm test takes.
build_mock_image() {
  local log=.tmp/mock-context.log
  flock .tmp/fixtures.lock npx tsx mock/univers-marin/fixtures/build.ts >"$log" 2>&1 || { tail -n 30 "$log" >&2; fail "the univers-marin fixtures (log: $log)"; }
  { git ls-files -z --cached --others --exclude-standard; find mock/univers-marin/fixtures/*/dist -type f -print0; } \
    | tar -c -f - --exclude=.dockerignore --ignore-failed-read --null --files-from=- 2>>"$log" \
    | build "$MOCK_IMAGE" docker/mock.Dockerfile -
}

size_of() { docker image inspect -f '{{.Size}}' "$1"; }

# Only dist/, the templates and the entrypoint on top of the nginx base; no node_modules, no maps.
check_image_content() {
  local found maps
  found="$(docker run --rm --network none --user 0 --entrypoint find "$PORTAL_IMAGE" / -xdev -name node_modules)"
  [ -z "$found" ] || fail "the portal image holds node_modules: $found"
  found="$(docker run --rm --network none --user 0 --entrypoint find "$PORTAL_IMAGE" /etc/portal /docker-entrypoint.d -type f)"
  [ "$(echo "$found" | grep -cvE '^/etc/portal/(env\.template\.js|release-assets\.txt|nginx/[a-z-]+\.conf\.template)$|^/docker-entrypoint\.d/40-portal-config\.sh$')" = 0 ] \
    || fail "unexpected files beside the templates and the entrypoint: $found"
  # Any uid runs the image: what it serves and reads is readable by all, the entrypoint runnable.
  found="$(docker run --rm --network none --user 0 --entrypoint find "$PORTAL_IMAGE" /usr/share/nginx/html /etc/portal /docker-entrypoint.d \
    '(' -type f ! -perm -004 ')' -o '(' -type d ! -perm -005 ')' -o '(' -name '*.sh' ! -perm -005 ')' -o '(' ! -type l -perm -002 ')')"
  [ -z "$found" ] || fail "files another uid could not read or run, or anyone could write: $found"
  maps="$(docker run --rm --network none --user 0 --entrypoint find "$PORTAL_IMAGE" /usr/share/nginx/html /etc/portal -name '*.map')"
  [ -z "$maps" ] || fail "the portal image ships source maps: $maps"
  [ "$(docker image inspect -f '{{.Config.StopSignal}}' "$PORTAL_IMAGE")" = SIGQUIT ] || fail "the portal image's stop signal is not SIGQUIT (nginx's graceful stop)"
  echo "stack: image content ok (dist/, templates, entrypoint, the release's asset list, readable by any uid; no node_modules, no source maps; stops on SIGQUIT)"
}

# A malformed variable: non-zero exit and one line on stderr, naming the variable.
check_refuses_malformed() {
  local err status=0
  # The backend by address: without a network, the container may have no name server to ask.
  err="$(docker run --rm --network none --read-only --tmpfs /tmp -e BACKEND_URL=http://10.0.0.1:8081 \
    -e UNIVERS_MARIN_HOST='javascript:alert(1)' "$PORTAL_IMAGE" 2>&1 >/dev/null)" || status=$?
  [ "$status" != 0 ] || fail "the portal started with a malformed UNIVERS_MARIN_HOST"
  [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && [[ "$err" == *UNIVERS_MARIN_HOST* ]] \
    || fail "a malformed UNIVERS_MARIN_HOST should give one line naming it, got: $err"
  echo "stack: a malformed variable stops the start (exit $status): $err"
}

# A variable as the compose file gave it to the container.
container_env() { docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' "$1" | sed -n "s|^$2=||p"; }
origin_of() { printf '%s\n' "$1" | sed -E 's|^([a-z]+://[^/]+).*|\1|'; }

# The running portal: read-only root, not root, healthy, env.js and CSP from the compose file.
check_running_portal() {
  local id health="" user want uid uids envjs headers csp public
  id="$(compose ps -q portal)"
  for _ in $(seq 90); do
    health="$(docker inspect -f '{{.State.Health.Status}}' "$id")"
    [ "$health" = starting ] || break
    sleep 1
  done
  [ "$health" = healthy ] || fail "the portal container is $health, not healthy"
  [[ "$(docker inspect -f '{{json .Config.Healthcheck.Test}}' "$id")" == *'wget -q -O /dev/null http://127.0.0.1:8080/healthz'* ]] \
    || fail "the portal's health is not the image's HEALTHCHECK (wget /healthz)"
  [ "$(docker inspect -f '{{.HostConfig.ReadonlyRootfs}}' "$id")" = true ] || fail "the portal's root filesystem is writable"
  docker exec "$id" sh -c 'touch /usr/share/nginx/html/x' 2>/dev/null && fail "the portal could write to its root filesystem"
  # The compose file's arbitrary uid with group 0 (OpenShift's way), never root.
  user="$(docker inspect -f '{{.Config.User}}' "$id")"
  [[ "$user" =~ ^([0-9]+):0$ ]] || fail "the portal's user is \"$user\", not the compose file's uid:0"
  want="${BASH_REMATCH[1]}"
  [ "$want" != 0 ] || fail "the compose file runs the portal as root"
  uid="$(docker exec "$id" id -u):$(docker exec "$id" id -g)"
  [ "$uid" = "$want:0" ] || fail "the portal runs as $uid, not $want:0"
  uids="$(docker top "$id" -o pid,uid,gid | awk 'NR > 1 { print $2 ":" $3 }' | sort -u)"
  [ "$uids" = "$want:0" ] || fail "the portal's processes run as $uids, not $want:0 only"
  envjs="$(docker exec "$id" wget -q -O - http://127.0.0.1:8080/env.js)"
  for name in $(sed -nE 's/^  ([A-Z_]+): \$\{\1\},$/\1/p' env.template.js); do
    [[ "$envjs" == *"$name: \"$(container_env "$id" "$name")\","* ]] || fail "env.js lacks the compose file's $name: $envjs"
  done
  # The import map the entrypoint builds: univers-marin's main.js on the compose file's host.
  [[ "$envjs" == *"IMPORT_MAP: {\"imports\":{\"univers-marin\":\"$(container_env "$id" UNIVERS_MARIN_HOST)/main.js\"}},"* ]] \
    || fail "env.js lacks the import map of the compose file's UNIVERS_MARIN_HOST: $envjs"
  headers="$(docker exec "$id" wget -S -q -O /dev/null --header 'X-Request-ID: stack-check-1' http://127.0.0.1:8080/fr/login 2>&1)"
  csp="; $(printf '%s\n' "$headers" | sed -nE 's/^ *Content-Security-Policy: //Ip');"
  public="$(origin_of "$(container_env "$id" PUBLIC_URL)")"
  for directive in \
    "script-src $public/assets/ $public/env.js $public/color-scheme.js $(origin_of "$(container_env "$id" UNIVERS_MARIN_HOST)")" \
    "frame-src 'self' $(origin_of "$(container_env "$id" MEDICAL_PORTAL_LOGOUT_URL)")" \
    "form-action 'self' $(origin_of "$(container_env "$id" MEDICAL_PORTAL_URL)")" \
    "report-uri $(container_env "$id" CSP_REPORT_URL)" \
    "report-to portal-csp"; do
    [[ "$csp" == *"; $directive;"* ]] || fail "the CSP lacks \"$directive\" from the compose file's values: $csp"
  done
  [[ "$headers" == *"Reporting-Endpoints: portal-csp=\"$(container_env "$id" CSP_REPORT_URL)\""* ]] \
    || fail "the answer lacks Reporting-Endpoints for the compose file's CSP_REPORT_URL: $headers"
  [[ "$headers" == *"X-Request-ID: stack-check-1"* ]] || fail "the answer does not return the request's X-Request-ID: $headers"
  # nginx writes the line once the answer is sent: it may come a moment after wget has ended.
  local logged=""
  for _ in $(seq 20); do
    docker logs "$id" 2>/dev/null | grep -F '"id":"stack-check-1"' | grep -qE '^\{.*"path":"/fr/login","status":200,' && { logged=1; break; }
    sleep 0.2
  done
  [ -n "$logged" ] || fail "no JSON access log line for the request on the container's standard output"
  echo "stack: portal container ok (healthy, read-only root, uid $want with group 0, env.js, CSP and its report endpoint from the compose file, request id returned and in a JSON log line)"
}

# npm run release against this engine, as production cuts one (docs/operations.md, "Cut a release"):
# the next release carrying this image, its digest written into a scratch copy of deploy/ (the
# tree stays clean, and the tracked overlays untouched), then rendered by Kustomize. With the
# stack's layers cached, only the final stage is built again.
check_release() {
  local scratch=.tmp/release-check tag digest
  tag="ci-$(git rev-parse --short HEAD)"
  rm -rf "$scratch" ".tmp/releases/$tag" && mkdir -p "$scratch" && cp -r deploy "$scratch/"
  npm run -s release -- --tag "$tag" --overlay "$scratch/deploy/overlays/production" --previous "$PORTAL_IMAGE" >.tmp/release-check.log 2>&1 \
    || { tail -n 20 .tmp/release-check.log >&2; fail "npm run release (log: .tmp/release-check.log)"; }
  digest="$(docker image inspect -f '{{.Id}}' "portail-marin/portal:$tag")"
  kubectl kustomize "$scratch/deploy/overlays/production" | grep -qF "image: registry.example.gouv.fr/portail-marin/portal@$digest" \
    || fail "the overlay rendered by Kustomize does not deploy the release's digest $digest"
  [ -s ".tmp/releases/$tag/sbom.cdx.json" ] && [ -s ".tmp/releases/$tag/release.json" ] || fail "npm run release wrote no SBOM or record in .tmp/releases/$tag"
  git diff --quiet || fail "npm run release changed tracked files"
  docker image rm "portail-marin/portal:$tag" >/dev/null
  echo "stack: release ok ($(grep -E 'built in|components' .tmp/release-check.log | sed 's/^release: //' | paste -sd ';' -); the rendered Deployment runs @$digest)"
}

# The portal reaches the backend over TLS, its certificate checked against the stack's CA: /api/
# answers, and nothing warned of an http backend. The same image trusting another CA gets a 502,
# and nginx's error log says why.
check_backend_tls() {
  local id network logs answer=""
  id="$(compose ps -q portal)"
  answer="$(docker exec "$id" wget -q -O - http://127.0.0.1:8080/api/echo-headers)" || fail "the portal's /api/ did not answer through the backend's TLS link"
  [[ "$answer" == *'"path":"/api/echo-headers"'* ]] || fail "the backend's echo through TLS is not the expected one: $answer"
  logs="$(docker logs "$id" 2>&1)"
  [[ "$logs" != *'BACKEND_URL is http'* ]] || fail "the portal warned of an http backend"
  network="$(docker inspect -f '{{range $name, $_ := .NetworkSettings.Networks}}{{$name}}{{end}}' "$id")"
  docker run -d --name "$UNTRUSTING_PORTAL" --network "$network" --read-only --tmpfs /tmp \
    -v "$PWD/.tmp/stack-tls/other-ca/ca.crt:/run/other-ca.crt:ro" \
    -e BACKEND_URL=https://backend:8443 -e BACKEND_CA_FILE=/run/other-ca.crt "$PORTAL_IMAGE" >/dev/null
  for _ in $(seq 60); do
    docker exec "$UNTRUSTING_PORTAL" wget -q -O /dev/null http://127.0.0.1:8080/healthz 2>/dev/null && break
    sleep 0.5
  done
  answer="$(docker exec "$UNTRUSTING_PORTAL" wget -q -O /dev/null http://127.0.0.1:8080/api/echo-headers 2>&1)" \
    && fail "a portal trusting another CA reached the backend"
  [[ "$answer" == *502* ]] || fail "a portal trusting another CA should answer 502 on /api/, got: $answer"
  logs="$(docker logs "$UNTRUSTING_PORTAL" 2>&1)"
  [[ "$logs" == *'upstream SSL certificate verify error'* ]] \
    || fail "no 'upstream SSL certificate verify error' in the error log of a portal trusting another CA: $logs"
  docker rm -f "$UNTRUSTING_PORTAL" >/dev/null
  echo "stack: backend over TLS ok (proxied with the stack's CA; 502 and nginx's verify error with another CA)"
}

# The release's lines and status, once it has ended.
wait_release() {
  local status=0
  wait "$release_pid" || status=$?
  release_pid=""
  cat .tmp/release-lane.log
  [ "$status" = 0 ] || fail "the release (above)"
}

# The command's status, once it has ended; its time is printed as the stack's steps are.
wait_alongside() {
  local status=0 started=$SECONDS
  wait "$alongside_pid" || status=$?
  alongside_pid=""
  echo "stack: waited $((SECONDS - started)) s for \"$alongside\" to end; it took $((SECONDS - alongside_started)) s"
  [ "$status" = 0 ] || fail "\"$alongside\" exited with $status"
}

mkdir -p .tmp
if [ -n "$alongside" ]; then
  log "alongside the images: $alongside"
  alongside_started=$SECONDS
  setsid bash -c "$alongside" &
  alongside_pid=$!
fi
timed "engine start" start_engine
timed "base images" bash scripts/stand-in-bases.sh
timed "portal image" build "$PORTAL_IMAGE" docker/Dockerfile
# The release needs the portal image only: it builds while the other images do, its lines in a
# log of their own, printed once it has ended. It reads the commit's files and node_modules
# only, not what npm test writes (ignored files). A process group of its own (set -m), stopped
# whole on a failure, as the command run alongside is.
set -m
(
  started=$SECONDS
  check_release
  echo "stack: release took $((SECONDS - started)) s, beside the other images"
) >.tmp/release-lane.log 2>&1 &
release_pid=$!
set +m
timed "mock image" build_mock_image
timed "e2e image" build "$E2E_IMAGE" docker/e2e.Dockerfile
log "images"
docker image ls --format 'table {{.Repository}}:{{.Tag}}\t{{.Size}}' | grep -E 'REPOSITORY|portail-marin|node:|nginx|playwright'
echo "stack: the portal image adds $((($(size_of "$PORTAL_IMAGE") - $(size_of nginxinc/nginx-unprivileged:1.30-alpine)) / 1000000)) MB to its base"
check_image_content
check_refuses_malformed
timed "waiting for the release" wait_release
if [ -n "$alongside_pid" ]; then wait_alongside; fi

log "stack up"
# New at each run, never committed: the backend's certificate for its name in the stack, the CA
# the portal trusts, and another CA that signed nothing the backend shows.
rm -rf .tmp/stack-tls
bash scripts/test-certificates.sh .tmp/stack-tls backend >/dev/null 2>&1 || fail "the stack's certificates (scripts/test-certificates.sh)"
bash scripts/test-certificates.sh .tmp/stack-tls/other-ca unused >/dev/null 2>&1 || fail "the other CA (scripts/test-certificates.sh)"
compose_up=1
timed "services up" compose up -d --no-build portal
check_running_portal
check_backend_tls
log "end-to-end in the Playwright service against http://portal:8080"
# Only the Playwright service's lines on screen; every service's in .tmp/tester-stack.log.
# The suite's own exit code decides, not compose's, which an interrupted run can leave at 0.
run_e2e() {
  local exit_code
  compose up --no-build --no-color --abort-on-container-exit --exit-code-from playwright 2>&1 \
    | tee .tmp/tester-stack.log | grep --line-buffered -E '^playwright[-_]'
  exit_code="$(docker inspect -f '{{.State.ExitCode}}' "$(compose ps -q playwright)")"
  [ "$exit_code" = 0 ] || fail "the end-to-end suite exited with $exit_code"
}
timed "end-to-end" run_e2e
# A rolling update from this image to a next release, under load (docs/rolling-releases.md).
timed "rolling release" bash scripts/rolling-release.sh
