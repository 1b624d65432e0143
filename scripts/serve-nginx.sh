#!/usr/bin/env bash
# npm run serve:nginx: dist/ through nginx/ and the image's entrypoint script, with the
# machine's nginx in the foreground on 127.0.0.1:$PORT (default 8080).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
[ -f "${PORTAL_ROOT:-$here/dist}/404.html" ] || { echo "serve:nginx: dist/ is missing: run npm run build first" >&2; exit 1; }
command -v nginx >/dev/null || { echo "serve:nginx: nginx is missing: sudo apt-get install -y nginx" >&2; exit 1; }
command -v envsubst >/dev/null || { echo "serve:nginx: envsubst is missing: sudo apt-get install -y gettext-base" >&2; exit 1; }

export PORT="${PORT:-8080}"
export BACKEND_URL="${BACKEND_URL:-http://127.0.0.1:8081}"
# The address a browser uses here: the CSP allows scripts from this origin only.
export PUBLIC_URL="${PUBLIC_URL:-http://127.0.0.1:$PORT}"
export PORTAL_TEMPLATE_DIR="$here"
export PORTAL_ROOT="${PORTAL_ROOT:-$here/dist}"
export PORTAL_RUNTIME_DIR="${PORTAL_RUNTIME_DIR:-$here/.tmp/nginx-$PORT}"
export PORTAL_ACCESS_LOG="${PORTAL_ACCESS_LOG:-$PORTAL_RUNTIME_DIR/access.log}"
mkdir -p "$PORTAL_RUNTIME_DIR"
# The template layout mirrors the image's /etc/portal: env.template.js and nginx/ side by side.
sh "$here/docker/entrypoint.d/40-portal-config.sh"
# The listen directive of the image binds every interface; here only loopback.
sed -i -E "s/listen ${PORT} default_server;/listen 127.0.0.1:${PORT} default_server;/" "$PORTAL_RUNTIME_DIR/conf.d/default.conf"
exec nginx -c "$PORTAL_RUNTIME_DIR/nginx.conf" -e stderr -g 'daemon off;'
