#!/bin/sh
# Runs before nginx (the nginx image runs /docker-entrypoint.d/*.sh; npm run serve:nginx runs it too).
# Validates the runtime variables, writes env.js from env.template.js and renders the nginx
# configuration. A malformed value stops the start with one line naming the variable.
set -eu

PORTAL_TEMPLATE_DIR="${PORTAL_TEMPLATE_DIR:-/etc/portal}"
PORTAL_RUNTIME_DIR="${PORTAL_RUNTIME_DIR:-/tmp/portal}"
PORTAL_ROOT="${PORTAL_ROOT:-/usr/share/nginx/html}"
PORTAL_ACCESS_LOG="${PORTAL_ACCESS_LOG:-/dev/stdout}"
NGINX_MIME_TYPES="${NGINX_MIME_TYPES:-/etc/nginx/mime.types}"
PORT="${PORT:-8080}"
export PORTAL_TEMPLATE_DIR PORTAL_RUNTIME_DIR PORTAL_ROOT PORTAL_ACCESS_LOG NGINX_MIME_TYPES PORT

fail() {
  echo "portal: $1" >&2
  exit 1
}

# An absolute http(s) URL with nothing that could break out of a JavaScript string or a header.
is_http_url() {
  printf '%s' "$1" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%/+:@!$&()*,;=?#-]*)?$'
}

origin_of() {
  printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*$#\1#'
}

check_url() {
  name="$1"
  eval "value=\${$name:-}"
  if [ -n "$value" ] && ! is_http_url "$value"; then
    fail "$name must be an absolute http(s) URL, got '$value'"
  fi
  eval "$name=\$value"
  export "$name"
}

[ -n "${BACKEND_URL:-}" ] || fail "BACKEND_URL is required (the backend behind /api/, /oauth2/, /login/oauth2/ and /logout)"
is_http_url "$BACKEND_URL" || fail "BACKEND_URL must be an absolute http(s) URL, got '$BACKEND_URL'"
[ "$(origin_of "$BACKEND_URL")" = "${BACKEND_URL%/}" ] || fail "BACKEND_URL must be an origin without a path, got '$BACKEND_URL'"
BACKEND_URL="${BACKEND_URL%/}"
export BACKEND_URL

PUBLIC_URL="${PUBLIC_URL:-http://localhost:$PORT}"
is_http_url "$PUBLIC_URL" || fail "PUBLIC_URL must be an absolute http(s) URL, got '$PUBLIC_URL'"
PORTAL_PUBLIC_PROTO="${PUBLIC_URL%%://*}"
public_authority="$(origin_of "$PUBLIC_URL" | sed -E 's#^https?://##')"
PORTAL_PUBLIC_HOST="$public_authority"
case "$public_authority" in
  *:*) PORTAL_PUBLIC_PORT="${public_authority##*:}" ;;
  *) if [ "$PORTAL_PUBLIC_PROTO" = https ]; then PORTAL_PUBLIC_PORT=443; else PORTAL_PUBLIC_PORT=80; fi ;;
esac
export PUBLIC_URL PORTAL_PUBLIC_PROTO PORTAL_PUBLIC_HOST PORTAL_PUBLIC_PORT

for name in UNIVERS_MARIN_HOST QUALIFICATION_HOST PMR_BASE_URL NAVIGATION_MARITIME_BASE_URL \
  MATOMO_URL MATOMO_SCRIPT_URL CERBERE_ACCOUNT_CREATION_URL LINK_CONTACT LINK_LEGAL_NOTICES \
  LINK_PERSONAL_DATA LINK_COOKIES LINK_TERMS_OF_USE LINK_PORTAL_OF_PORTALS MEDICAL_PORTAL_LOGOUT_URL \
  SHIPOWNER_PORTAL_URL YACHT_OWNER_PORTAL_URL; do
  check_url "$name"
done

MATOMO_SITE_ID="${MATOMO_SITE_ID:-}"
if [ -n "$MATOMO_SITE_ID" ] && ! printf '%s' "$MATOMO_SITE_ID" | grep -Eq '^[0-9]{1,9}$'; then
  fail "MATOMO_SITE_ID must be a number, got '$MATOMO_SITE_ID'"
fi
TEST_USER_ID="${TEST_USER_ID:-}"
if [ -n "$TEST_USER_ID" ] && ! printf '%s' "$TEST_USER_ID" | grep -Eq '^[A-Za-z0-9._@-]{1,128}$'; then
  fail "TEST_USER_ID must be a plain identifier (letters, digits, . _ @ -), got '$TEST_USER_ID'"
fi
export MATOMO_SITE_ID TEST_USER_ID

# The CSP allows exactly the configured univers-marin and Matomo origins.
um_origin=""
[ -z "$UNIVERS_MARIN_HOST" ] || um_origin=" $(origin_of "$UNIVERS_MARIN_HOST")"
matomo_origins=""
if [ -n "$MATOMO_URL" ] && [ -n "$MATOMO_SITE_ID" ] && [ -n "$MATOMO_SCRIPT_URL" ]; then
  matomo_origins=" $(origin_of "$MATOMO_URL")"
  script_origin=" $(origin_of "$MATOMO_SCRIPT_URL")"
  [ "$script_origin" = "$matomo_origins" ] || matomo_origins="$matomo_origins$script_origin"
fi
frame_origins="'self'"
[ -z "$MEDICAL_PORTAL_LOGOUT_URL" ] || frame_origins="$frame_origins $(origin_of "$MEDICAL_PORTAL_LOGOUT_URL")"
# In style-src, inline styles are allowed by hash, never by 'unsafe-inline'. The only <style>
# element the shell's pages get is react-dsfr's ":root { color-scheme: dark|light; }", inserted by color-scheme.js
# before the first paint and again by react-dsfr when the scheme changes: two fixed texts, two
# hashes. No page has a style attribute, and React and the DSFR's script set styles through the
# CSSOM, which the CSP does not govern. A per-request nonce would need nginx to rewrite every page
# (sub_filter), giving up the precompressed pages and their ETag revalidation for nothing a
# hash does not give. scripts/csp-style-hashes.test.ts recomputes them from react-dsfr's code.
style_hashes="'sha256-HzhUjVBe6Oi2wcxUM7bmy2Rp9VdLMHYDdYr9MalNmOY=' 'sha256-xVQ4mcypV0CvOtZpQgVcKpcoNvdUkR9BrwZBrtBbU+w='"
PORTAL_CSP="default-src 'self'; script-src 'self'$um_origin$matomo_origins; style-src 'self' $style_hashes$um_origin; img-src 'self' data:$um_origin$matomo_origins; font-src 'self'$um_origin; connect-src 'self'$um_origin$matomo_origins; frame-src $frame_origins; form-action 'self' https:; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
# The univers-marin module injects its styles as a framework does (Angular's component styles,
# Vite's and Vue's <style> elements, style attributes), on any page, since it mounts without a
# page load: when one is configured, <style> elements and style attributes are allowed inline
# (CSP level 3 directives; hashes would cancel 'unsafe-inline' there). style-src above stays the
# policy of browsers without them. Scripts stay strict. Why not a nonce: README, "Styles of the
# sub-application".
if [ -n "$UNIVERS_MARIN_HOST" ]; then
  PORTAL_CSP="$PORTAL_CSP; style-src-elem 'self' 'unsafe-inline'$um_origin; style-src-attr 'unsafe-inline'"
fi
export PORTAL_CSP

mkdir -p "$PORTAL_RUNTIME_DIR/conf.d"
envsubst < "$PORTAL_TEMPLATE_DIR/env.template.js" > "$PORTAL_RUNTIME_DIR/env.js.tmp"
mv "$PORTAL_RUNTIME_DIR/env.js.tmp" "$PORTAL_RUNTIME_DIR/env.js"

conf_vars='${PORT} ${BACKEND_URL} ${PORTAL_ROOT} ${PORTAL_RUNTIME_DIR} ${PORTAL_CSP} ${PORTAL_ACCESS_LOG} ${NGINX_MIME_TYPES} ${PORTAL_PUBLIC_HOST} ${PORTAL_PUBLIC_PROTO} ${PORTAL_PUBLIC_PORT}'
envsubst "$conf_vars" < "$PORTAL_TEMPLATE_DIR/nginx/nginx.conf.template" > "$PORTAL_RUNTIME_DIR/nginx.conf"
envsubst "$conf_vars" < "$PORTAL_TEMPLATE_DIR/nginx/default.conf.template" > "$PORTAL_RUNTIME_DIR/conf.d/default.conf"
for part in security-headers page-headers proxy; do
  envsubst "$conf_vars" < "$PORTAL_TEMPLATE_DIR/nginx/$part.conf.template" > "$PORTAL_RUNTIME_DIR/$part.conf"
done
echo "portal: configuration written to $PORTAL_RUNTIME_DIR (backend $BACKEND_URL)"
