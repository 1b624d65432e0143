#!/usr/bin/env bash
# A rolling update from one release to the next, under load, checked (docs/rolling-releases.md).
# Release N is the tester stack's portal image; release N+1 is built from a copy of the source
# with one constant changed, so that the entry chunk and the chunks importing it get new names,
# and carries N's hashed assets (--build-arg PREVIOUS_RELEASE). On a network of its own: the
# mock backend and univers-marin host, three replicas of N behind an nginx load balancer
# (round robin, retry only on a refused connection or a time-out, as an ingress controller), wrk
# asking for the pages and hashed assets of both releases, and Chromium's visitors
# (scripts/rolling-release/visitors.ts). The replicas are then replaced one by one as a
# Deployment with maxSurge 1 and maxUnavailable 0 does; the next release's replicas answer to
# the peers' name, as the peers Service lists the release being rolled out. Then two decoys join
# that name and a made-up asset is asked for: each replica asks 3 peers at most. report.ts
# prints the figures and fails on a broken page, an asset 404, a failed request beyond the
# replica being stopped, or more than 3 peers asked for one asset.
#
# Uses the engine DOCKER_HOST points at (scripts/tester-stack.sh calls it so), or starts its
# own as root; removes every container and the network it created.
set -Eeuo pipefail
cd "$(dirname "$0")/.."
# A command that fails where no fail() speaks still says which one stopped the run.
trap 'echo "rolling: FAILED at line $LINENO: $BASH_COMMAND" >&2' ERR

PREVIOUS_IMAGE=portail-marin/portal:stack
NEXT_IMAGE=portail-marin/portal:rolling-next
MOCK_IMAGE=portail-marin/mock:stack
LB_IMAGE=nginxinc/nginx-unprivileged:1.30-alpine
NAME=portail-marin-rolling
REPLICAS=3
# The replicas' preStop: time for the balancer's reload to take the replica out before it stops.
PRE_STOP_SECONDS=5
# How old a replica's list of peers can be here: nginx keeps the name's answer 5 s, Docker's DNS
# none. A new replica takes pages only after that, as a pod's readinessProbe waits in deploy/.
PEER_LIST_AGE_SECONDS=5
# Asked for a made-up asset after the rollout, with the decoys under the peers' name.
MADE_UP_ASKS=12
MADE_UP_PREFIX=/assets/made-up-
HTML=/usr/share/nginx/html
RUN=.tmp/rolling-release
# The classic builder, as scripts/tester-stack.sh: the npm ci layer is the stack's.
export DOCKER_BUILDKIT=0

log() { printf '\n== rolling: %s\n' "$*"; }
fail() {
  echo "rolling: FAILED: $*" >&2
  exit 1
}
# shellcheck source=scripts/docker-engine.sh
source scripts/docker-engine.sh

containers=()
network=""
# Processes started in the background (wrk_pids: the wrk runs among them, stopped with SIGINT).
background=()
wrk_pids=()
visitors_pid=""
cleanup() {
  local status=$?
  # Each started with setsid: its own process group, npx's node and Chromium included.
  for pid in "${background[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  if [ ${#containers[@]} -gt 0 ]; then docker rm -f "${containers[@]}" >/dev/null 2>&1 || true; fi
  if [ -n "$network" ]; then docker network rm "$network" >/dev/null 2>&1 || true; fi
  stop_engine || status=1
  exit "$status"
}
trap cleanup EXIT

# The next release: the working tree's tracked files as they are, LOAD_PLAN's first cap one
# millisecond longer. LOAD_PLAN is in the entry chunk: the entry and every chunk importing it get
# new names. Copied with git ls-files, which only reads the index: git stash create must write
# it, and fails without a word when it cannot (a first CI run stopped there).
build_next() {
  local source="$RUN/source"
  rm -rf "$source"
  mkdir -p "$source"
  git ls-files -z | tar --null --ignore-failed-read -T - -cf - | tar -x -C "$source" \
    || fail "copying the tracked files to $source failed"
  sed -i -E '/exportPainted:/s/capMs: ([0-9_]+) /capMs: \1 + 1 /' "$source/src/boot/load-plan.ts"
  grep -qE 'exportPainted:.*capMs: [0-9_]+ \+ 1 ' "$source/src/boot/load-plan.ts" || fail "no exportPainted cap to change in src/boot/load-plan.ts"
  docker build --network host --build-arg PREVIOUS_RELEASE="$PREVIOUS_IMAGE" -t "$NEXT_IMAGE" -f "$source/docker/Dockerfile" "$source" >"$RUN/build.log" 2>&1 \
    || { tail -n 30 "$RUN/build.log" >&2; fail "docker build of the next release (log: $RUN/build.log)"; }
}

in_image() { docker run --rm --network none --entrypoint "$2" "$1" "${@:3}"; }
# A release's own hashed assets, as its build listed them (not those it carries of the release
# before it; not the .gz and brotli copies).
assets_of() { in_image "$1" cat /etc/portal/release-assets.txt | sed -nE '/\.gz$/d; s|^assets/||p' | sort; }
entry_of() { in_image "$1" cat "$HTML/fr/plan-site/index.html" | grep -oE '<script type="module"[^>]* src="/assets/[^"]+\.js"' | sed -E 's/.*src="([^"]+)"/\1/'; }

# What the visitors and wrk ask for, and how report.ts tells the releases apart.
read_releases() {
  local previous_entry next_entry
  in_image "$PREVIOUS_IMAGE" test -f /etc/portal/release-assets.txt || fail "$PREVIOUS_IMAGE lists no assets of its own: built before PREVIOUS_RELEASE existed"
  assets_of "$PREVIOUS_IMAGE" >"$RUN/assets-previous.txt"
  assets_of "$NEXT_IMAGE" >"$RUN/assets-next.txt"
  in_image "$PREVIOUS_IMAGE" find "$HTML" -name index.html ! -path "$HTML/brotli/*" | sed -E "s|^$HTML||; s|/index\.html$||; /^$/d" | sort >"$RUN/pages.txt"
  previous_entry="$(entry_of "$PREVIOUS_IMAGE")"
  next_entry="$(entry_of "$NEXT_IMAGE")"
  [ -n "$previous_entry" ] && [ "$previous_entry" != "$next_entry" ] || fail "the two releases have the same entry chunk ($previous_entry)"
  { cat "$RUN/pages.txt"; sed 's|^|/assets/|' "$RUN/assets-previous.txt"; } >"$RUN/wrk-previous.txt"
  comm -13 "$RUN/assets-previous.txt" "$RUN/assets-next.txt" | sed 's|^|/assets/|' >"$RUN/wrk-next.txt"
  echo "rolling: entry chunk $previous_entry, then $next_entry; $(wc -l <"$RUN/pages.txt") pages, $(wc -l <"$RUN/assets-previous.txt") assets, of which the next release renames $(comm -23 "$RUN/assets-previous.txt" "$RUN/assets-next.txt" | wc -l)"
}

run() {
  local name="$NAME-$1"
  shift
  containers+=("$name")
  docker run -d --name "$name" "$@" >/dev/null
}
ip_of() { docker inspect -f "{{(index .NetworkSettings.Networks \"$network\").IPAddress}}" "$NAME-$1"; }
wait_healthy() {
  local health=""
  for _ in $(seq 240); do
    health="$(docker inspect -f '{{.State.Health.Status}}' "$NAME-$1")"
    [ "$health" = healthy ] && return
    [ "$(docker inspect -f '{{.State.Running}}' "$NAME-$1")" = true ] || break
    sleep 0.5
  done
  docker logs --tail 20 "$NAME-$1" >&2
  fail "$1 is $health, not healthy"
}
free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'; }

# The mock services, with the compose file's commands and environment; MOCK_PORTAL_ORIGINS is
# the balancer's address, where the browser is.
start_services() {
  network="$NAME"
  docker network create "$network" >/dev/null
  run backend --network "$network" --network-alias backend --network-alias fc-provider --network-alias cerbere-provider \
    -e MOCK_BACKEND_PORT=8081 -e MOCK_SESSION_IDLE_SECONDS=1800 -e MOCK_FC_ISSUER=http://fc-provider:8083 \
    -e MOCK_CERBERE_ISSUER=http://cerbere-provider:8084 -e MOCK_PROVIDERS_LISTEN_HOST=0.0.0.0 -e MOCK_PORTAL_ORIGINS="$LB_URL" \
    --health-interval 1s --health-cmd "node -e \"fetch('http://127.0.0.1:8081/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))\"" \
    "$MOCK_IMAGE"
  run univers-marin --network "$network" --network-alias univers-marin -e MOCK_UNIVERS_MARIN_PORT=8082 -e MOCK_UNIVERS_MARIN_APP=demo \
    --health-interval 1s --health-cmd "node -e \"fetch('http://127.0.0.1:8082/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))\"" \
    "$MOCK_IMAGE" npx tsx mock/univers-marin/host.ts
  wait_healthy backend
  wait_healthy univers-marin
  # The host reaches the containers' addresses on the network's bridge: the browser loads the
  # module from there, as a browser loads it from univers-marin's own host in production.
  UNIVERS_MARIN_URL="http://$(ip_of univers-marin):8082"
}

# A replica as the compose file's portal service, PUBLIC_URL the balancer's address; it asks
# portal-peers for a hashed asset it does not have. start_replica NAME IMAGE [docker run options].
start_replica() {
  run "$1" --network "$network" "${@:3}" --read-only --tmpfs /tmp --health-interval 1s \
    -e BACKEND_URL=http://backend:8081 -e PUBLIC_URL="$LB_URL" -e UNIVERS_MARIN_HOST="$UNIVERS_MARIN_URL" \
    -e ASSET_PEERS_URL=http://portal-peers:8080 \
    -e CERBERE_ACCOUNT_CREATION_URL=https://cerbere.example.gouv.fr/creation-compte \
    -e LINK_CONTACT=https://mer.example.gouv.fr/contact -e LINK_LEGAL_NOTICES=https://mer.example.gouv.fr/mentions-legales \
    -e LINK_PERSONAL_DATA=https://mer.example.gouv.fr/donnees-personnelles -e LINK_COOKIES=https://mer.example.gouv.fr/cookies \
    -e LINK_TERMS_OF_USE=https://mer.example.gouv.fr/cgu -e LINK_PORTAL_OF_PORTALS=https://mer.example.gouv.fr/ \
    -e MEDICAL_PORTAL_LOGOUT_URL="$UNIVERS_MARIN_URL/medical-logout.html" -e MEDICAL_PORTAL_URL=https://rdv-sante-marin.example.gouv.fr \
    -e SHIPOWNER_PORTAL_URL=https://armateurs.example.gouv.fr/accueil -e YACHT_OWNER_PORTAL_URL=https://plaisance.example.gouv.fr/ \
    -e SESSION_IDLE_TIMEOUT_MINUTES=30 \
    "$2"
  wait_healthy "$1"
}

# The balancer's upstream: the replicas in members, by address (it runs in the host's network).
members=()
set_upstream() {
  {
    echo "upstream portal {"
    for member in "${members[@]}"; do echo "  server $(ip_of "$member"):8080;"; done
    echo "}"
  } >"$RUN/lb/upstream.conf.new"
  mv "$RUN/lb/upstream.conf.new" "$RUN/lb/upstream.conf"
  [ -z "${lb_started:-}" ] || docker exec "$NAME-lb" nginx -c /etc/lb/nginx.conf -s reload
}

# In the host's network, on loopback: wrk and the browser reach it at 127.0.0.1, a secure
# context for the service worker, and it reaches the replicas on the network's bridge.
start_balancer() {
  mkdir -p "$RUN/lb" "$RUN/lb-log"
  chmod 777 "$RUN/lb-log"
  LB_PORT="$LB_PORT" envsubst '${LB_PORT}' <scripts/rolling-release/lb.nginx.conf.template >"$RUN/lb/nginx.conf"
  set_upstream
  run lb --network host -v "$PWD/$RUN/lb:/etc/lb:ro" -v "$PWD/$RUN/lb-log:/var/log/lb" \
    --entrypoint nginx "$LB_IMAGE" -c /etc/lb/nginx.conf -g "daemon off;"
  lb_started=1
  for _ in $(seq 60); do
    curl -fs -o /dev/null "$LB_URL/healthz" && return
    sleep 0.5
  done
  docker logs --tail 20 "$NAME-lb" >&2
  fail "the balancer does not answer at $LB_URL"
}

# A slow answer is a stall, measured by the longest latency; wrk's default time-out of 2 s would
# count it as an error instead.
start_wrk() {
  setsid wrk -t1 -c8 -d30m --timeout 10s --latency -s scripts/rolling-release/wrk.lua "$LB_URL" -- "$RUN/wrk-$1.txt" >"$RUN/wrk-$1.json" 2>&1 &
  background+=($!)
  wrk_pids+=($!)
}

navigations() { cat "$RUN/navigations.jsonl" 2>/dev/null | wc -l; }
# Until the visitors have made $1 more navigations: the browser has met the current mix of replicas.
wait_navigations() {
  local target=$(($(navigations) + $1))
  for _ in $(seq 600); do
    [ "$(navigations)" -ge "$target" ] && return
    kill -0 "$visitors_pid" 2>/dev/null || fail "the visitors stopped (log: $RUN/visitors.log)"
    sleep 0.5
  done
  fail "the visitors made no navigation in 5 minutes (log: $RUN/visitors.log)"
}

start_visitors() {
  ROLLING_LB_URL="$LB_URL" ROLLING_RUN_DIR="$PWD/$RUN" setsid npx tsx scripts/rolling-release/visitors.ts >"$RUN/visitors.log" 2>&1 &
  visitors_pid=$!
  background+=("$visitors_pid")
  for _ in $(seq 360); do
    [ -e "$RUN/visitors-ready" ] && return
    kill -0 "$visitors_pid" 2>/dev/null || break
    sleep 0.5
  done
  tail -n 30 "$RUN/visitors.log" >&2
  fail "the returning visitor was not set up on the previous release (log: $RUN/visitors.log)"
}

# maxSurge 1, maxUnavailable 0: the new replica, one of the peers from its start, in once
# healthy and known to every replica as a peer; then the old one out of the balancer, its
# preStop, and docker stop (SIGQUIT: nginx ends the requests it has open).
replace_replica() {
  local started=$SECONDS old="previous-$1" new="next-$1"
  start_replica "$new" "$NEXT_IMAGE" --network-alias portal-peers
  local known=$((started + PEER_LIST_AGE_SECONDS + 1 - SECONDS))
  [ "$known" -le 0 ] || sleep "$known"
  members+=("$new")
  set_upstream
  if [ "$1" = 1 ]; then start_wrk next; fi
  wait_navigations 2
  local kept=()
  for member in "${members[@]}"; do [ "$member" = "$old" ] || kept+=("$member"); done
  members=("${kept[@]}")
  set_upstream
  ip_of "$old" >>"$RUN/stopped.txt"
  sleep "$PRE_STOP_SECONDS"
  docker stop -t 30 "$NAME-$old" >/dev/null
  echo "rolling: $new in, $old out ($((SECONDS - started)) s)"
}

start_engine
for image in "$PREVIOUS_IMAGE" "$MOCK_IMAGE" "$LB_IMAGE"; do
  docker image inspect "$image" >/dev/null 2>&1 || fail "$image is missing: run scripts/tester-stack.sh first"
done
command -v wrk >/dev/null || fail "wrk is missing (apt-get install wrk)"
rm -rf "$RUN"
mkdir -p "$RUN"

started=$SECONDS
build_next
echo "rolling: the next release built in $((SECONDS - started)) s"
read_releases

log "the previous release: $REPLICAS replicas behind the balancer"
LB_PORT="$(free_port)"
LB_URL="http://127.0.0.1:$LB_PORT"
start_services
for i in $(seq "$REPLICAS"); do
  start_replica "previous-$i" "$PREVIOUS_IMAGE"
  members+=("previous-$i")
done
start_balancer
start_visitors
start_wrk previous
wait_navigations 2

log "rollout to the next release"
rollout_started=$SECONDS
for i in $(seq "$REPLICAS"); do replace_replica "$i"; done
echo "rolling: rollout took $((SECONDS - rollout_started)) s"
wait_navigations 2
touch "$RUN/stop"
visitors_status=0
wait "$visitors_pid" || visitors_status=$?
wrk_status=0
for pid in "${wrk_pids[@]}"; do
  if kill -INT "$pid" 2>/dev/null; then wait "$pid" || wrk_status=$?; else wrk_status=1; fi
done

log "a made-up asset, with two decoys under the peers' name"
# The decoys (the balancer's image: nginx's own page, 404 for any asset) make five addresses under
# the name; a replica asks three of them at most. report.ts reads the tries in the replicas' logs.
for i in 1 2; do run "decoy-$i" --network "$network" --network-alias portal-peers "$LB_IMAGE"; done
sleep $((PEER_LIST_AGE_SECONDS + 1))
for i in $(seq "$MADE_UP_ASKS"); do
  status="$(curl -s -o /dev/null -w '%{http_code}' "$LB_URL$MADE_UP_PREFIX$i-AbCdEf12.js")"
  [ "$status" = 404 ] || fail "the made-up asset $MADE_UP_PREFIX$i-AbCdEf12.js answered $status, not 404"
done
mkdir -p "$RUN/replicas"
for i in $(seq "$REPLICAS"); do
  for release in previous next; do docker logs "$NAME-$release-$i" >"$RUN/replicas/$release-$i.log" 2>/dev/null; done
done

log "figures"
report_status=0
MADE_UP_ASKS="$MADE_UP_ASKS" MADE_UP_PREFIX="$MADE_UP_PREFIX" npx tsx scripts/rolling-release/report.ts "$RUN" || report_status=$?
[ "$wrk_status" = 0 ] || fail "wrk stopped before the end: $(cat "$RUN"/wrk-*.json)"
[ "$visitors_status" = 0 ] || fail "the visitors exited with $visitors_status (log: $RUN/visitors.log)"
[ "$report_status" = 0 ] || exit 1
