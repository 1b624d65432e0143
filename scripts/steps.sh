# The steps of scripts/test.sh and scripts/check.sh, sourced by both. Each step's time is printed,
# so that a slow run says where its time went (docs/testing.md).

step() {
  local label="$1" started=$SECONDS
  shift
  printf '\n== %s\n' "$label"
  "$@"
  echo "test: $label took $((SECONDS - started)) s"
}

# Steps started side by side each write to a log of their own, printed whole when the step ends,
# so that their lines never mix.
declare -A side_label=() side_log=()
side_logs=""

# Each step gets a process group of its own (set -m), so that a script stopped or ended early stops
# every process the step started, not only the first.
stop_side_steps() {
  local pid
  for pid in "${!side_label[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  [ -z "$side_logs" ] || rm -rf "$side_logs"
}

start_step() {
  local label="$1" log
  shift
  if [ -z "$side_logs" ]; then
    side_logs=$(mktemp -d)
    trap stop_side_steps EXIT
  fi
  log=$(mktemp "$side_logs/step.XXXXXX")
  printf '\n== %s: started, beside the other steps\n' "$label"
  set -m
  (
    started=$SECONDS
    status=0
    "$@" </dev/null >"$log" 2>&1 || status=$?
    echo "test: $label took $((SECONDS - started)) s" >>"$log"
    exit $status
  ) &
  set +m
  side_label[$!]=$label
  side_log[$!]=$log
}

# Waits for every started step, printing each as it ends; fails, once all have ended, if any failed.
wait_for_steps() {
  local pid status failed=()
  while [ ${#side_label[@]} -gt 0 ]; do
    status=0
    wait -n -p pid "${!side_label[@]}" || status=$?
    printf '\n== %s\n' "${side_label[$pid]}"
    cat "${side_log[$pid]}"
    [ "$status" = 0 ] || failed+=("${side_label[$pid]} (exit $status)")
    unset "side_label[$pid]" "side_log[$pid]"
  done
  if [ ${#failed[@]} -gt 0 ]; then
    printf 'test: failed: %s\n' "${failed[@]}" >&2
    return 1
  fi
}

# What needs no build, type check and lint side by side: each keeps one core busy; knip (unused
# files, exports, dependencies) takes seconds beside them. Waits for the steps started before it too.
type_check_and_lint() {
  start_step "type check" npm run --silent typecheck
  start_step "lint" npm run --silent lint
  start_step "unused code (knip)" npm run --silent knip
  wait_for_steps
}
