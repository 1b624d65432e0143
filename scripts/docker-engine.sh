# Sourced by scripts/tester-stack.sh and scripts/rolling-release.sh: the Docker engine they use.
# start_engine uses the engine DOCKER_HOST points at when one answers; otherwise, as root, it
# starts its own dockerd (own data root and socket, no iptables, no default bridge: docs/decisions.md)
# and sets engine_pid, which stop_engine stops by PID. Each script's own fail() reports.
DATA_ROOT="${STACK_DOCKER_DATA_ROOT:-/var/lib/docker-portal}"
RUN_DIR="${STACK_DOCKER_RUN_DIR:-/run/docker-portal}"
engine_pid=""

start_engine() {
  if docker info >/dev/null 2>&1; then echo "engine: using the one at ${DOCKER_HOST:-the default socket}"; return; fi
  [ "$(id -u)" = 0 ] || fail "no Docker engine answers and only root can start one (sudo, or set DOCKER_HOST)"
  command -v dockerd >/dev/null || fail "no Docker engine answers and dockerd is missing (apt-get install docker.io)"
  mkdir -p "$DATA_ROOT" "$RUN_DIR"
  export DOCKER_HOST="unix://$RUN_DIR/docker.sock"
  dockerd --storage-driver overlay2 --iptables=false --bridge=none \
    --data-root "$DATA_ROOT" --exec-root "$RUN_DIR/exec" --pidfile "$RUN_DIR/dockerd.pid" \
    -H "$DOCKER_HOST" >"$RUN_DIR/dockerd.log" 2>&1 &
  engine_pid=$!
  for _ in $(seq 60); do
    docker info >/dev/null 2>&1 && { echo "engine: started (pid $engine_pid, $DOCKER_HOST)"; return; }
    kill -0 "$engine_pid" 2>/dev/null || break
    sleep 0.5
  done
  tail -n 20 "$RUN_DIR/dockerd.log" >&2
  fail "dockerd did not start (log above)"
}

# Returns non-zero when the engine it started did not stop within 30 s.
stop_engine() {
  [ -n "$engine_pid" ] || return 0
  kill "$engine_pid" 2>/dev/null || true
  for _ in $(seq 60); do kill -0 "$engine_pid" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$engine_pid" 2>/dev/null; then
    echo "engine: dockerd $engine_pid did not stop" >&2
    return 1
  fi
  echo "engine: stopped (pid $engine_pid)"
  engine_pid=""
}
