#!/usr/bin/env bash
# No Docker engine runs here: check what can be checked of the image and the tester stack.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for dockerfile in docker/*Dockerfile; do
  while read -r source; do
    [ -e "$source" ] || { echo "$dockerfile copies $source, which does not exist"; status=1; }
  done < <(grep -E '^COPY ' "$dockerfile" | grep -v -- '--from=' | awk '{ for (i = 2; i < NF; i++) print $i }' | grep -v '^\.$')
done
if command -v docker-compose >/dev/null; then
  docker-compose -f docker/docker-compose.yml config -q || status=1
else
  echo "docker-compose is missing: the compose file was not checked (apt-get install docker-compose)" >&2
  [ -z "${CI:-}" ] || status=1
fi
sh -n docker/entrypoint.d/40-portal-config.sh || status=1
[ $status = 0 ] && echo "image files: every copied path exists, the compose file and the entrypoint parse"
exit $status
