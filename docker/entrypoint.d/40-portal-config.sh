#!/bin/sh
# Runs before nginx (the nginx image runs /docker-entrypoint.d/*.sh; npm run serve:nginx runs it too).
# Validates the runtime variables, writes env.js from env.template.js and renders the nginx
# configuration. A malformed value stops the start with one line naming the variable, before
# anything is written.
#
# Every value is checked whole, in the shell, before any line-oriented tool (grep, sed) sees it:
# a value with a newline would otherwise pass when one of its lines did. What reaches nginx's
# configuration is only ever a number, an absolute path or an origin whose characters cannot end
# a directive; what reaches env.js is written as a JSON string. It must run under dash and
# busybox sh (the Alpine image) with busybox's tools and envsubst, nothing else.
set -eu
# Byte semantics for the patterns below: [:print:] is printable ASCII and nothing else.
LC_ALL=C
export LC_ALL

fail() {
  printf 'portal: %s\n' "$1" >&2
  exit 1
}

# A value as the one-line message may show it: every byte outside printable ASCII as '?'.
shown() {
  printf '%s' "$1" | tr -c ' -~' '?'
}

# read_var NAME [DEFAULT]: sets $value to the variable, refusing any control character or
# non-ASCII byte (newline, carriage return, tab, a secret file's trailing newline…).
read_var() {
  eval "value=\${$1:-${2:-}}"
  case $value in
    *[![:print:]]*) fail "$1 must be one line of printable ASCII (no newline, tab or control character), got '$(shown "$value")'" ;;
  esac
}

# matches VALUE REGEX: the whole value, which read_var made a single line, matches.
matches() {
  printf '%s\n' "$1" | grep -Eqx -e "$2"
}

# An absolute http(s) URL: no quote, backslash, space, brace or angle bracket anywhere.
URL_PATTERN='https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%/+:@!$&()*,;=?#-]*)?'

# The origin of a checked URL: scheme, host and port, the characters of URL_PATTERN's authority only.
origin_of() {
  printf '%s\n' "$1" | sed -E 's#^(https?://[^/?#]+).*$#\1#'
}

# JSON string literal of a checked value (printable ASCII): \ and " escaped, and < as \u003c
# so that no value can ever close a script element.
json_string() {
  printf '"%s"' "$(printf '%s\n' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g')"
}

# path_value NAME VALUE: VALUE is a path that nginx's configuration can name unquoted, nothing
# that could end a directive.
path_value() {
  case $2 in
    /*[!A-Za-z0-9._/-]* | [!/]* | '') fail "$1 must be an absolute path of letters, digits, '.', '_', '-' and '/', got '$2'" ;;
  esac
}

# The image's own paths, each with its default.
check_path() {
  read_var "$1" "$2"
  path_value "$1" "$value"
  eval "$1=\$value"
  export "$1"
}

# resolver_for NAME HOST VALID: sets $resolver to the resolver directive nginx needs for a HOST it
# resolves at run time, or to nothing when HOST is an address. nginx resolves such a name with its
# own resolver, not the system's: the container's first name server, and neither /etc/hosts nor
# resolv.conf's search domains, so the name must be one the name server answers as written.
# VALID is how long an answer is kept.
resolver_for() {
  resolver=""
  if ! matches "$2" '[0-9]+(\.[0-9]+){3}'; then
    nameserver="$(sed -nE 's/^[[:space:]]*nameserver[[:space:]]+([0-9A-Fa-f.:]+)([%[:space:]].*)?$/\1/p' "$PORTAL_RESOLV_CONF" 2>/dev/null | head -n 1)"
    [ -n "$nameserver" ] || fail "$1 names a host, and $PORTAL_RESOLV_CONF has no name server to resolve it"
    case $nameserver in *:*) nameserver="[$nameserver]" ;; esac
    resolver="resolver $nameserver valid=$3;"
  fi
}

check_url() {
  read_var "$1"
  if [ -n "$value" ] && ! matches "$value" "$URL_PATTERN"; then
    fail "$1 must be an absolute http(s) URL, got '$value'"
  fi
  eval "$1=\$value"
  export "$1"
}

check_path PORTAL_TEMPLATE_DIR /etc/portal
check_path PORTAL_RUNTIME_DIR /tmp/portal
check_path PORTAL_ROOT /usr/share/nginx/html
check_path PORTAL_ACCESS_LOG /dev/stdout
check_path NGINX_MIME_TYPES /etc/nginx/mime.types
check_path PORTAL_RESOLV_CONF /etc/resolv.conf
check_path PORTAL_CPU_MAX /sys/fs/cgroup/cpu.max
check_path PORTAL_CA_BUNDLE /etc/ssl/certs/ca-certificates.crt

# nginx's "auto" counts the machine's cores, not the container's CPU limit: on a 32-core node and
# a limit of one CPU, 32 workers, each with its own buffers and connections. cgroup v2's limit
# ("<quota> <period>", or "max <period>" for none), rounded up; auto without one.
PORTAL_WORKER_PROCESSES=auto
if [ -r "$PORTAL_CPU_MAX" ]; then
  cpu_max="$(head -n 1 "$PORTAL_CPU_MAX")"
  quota="${cpu_max%% *}"
  period="${cpu_max#* }"
  case "$quota/$period" in
    [1-9]*/[1-9]*)
      case "$quota$period" in
        *[!0-9]*) ;;
        *) [ ${#quota} -gt 12 ] || [ ${#period} -gt 12 ] || PORTAL_WORKER_PROCESSES=$(((quota + period - 1) / period)) ;;
      esac
      ;;
  esac
fi
export PORTAL_WORKER_PROCESSES

read_var PORT 8080
case $value in
  '' | 0* | *[!0-9]* | ??????*) fail "PORT must be a port number from 1 to 65535, got '$value'" ;;
esac
[ "$value" -le 65535 ] || fail "PORT must be a port number from 1 to 65535, got '$value'"
PORT="$value"
export PORT

# nginx's stub_status for a metrics exporter beside it in the pod (deploy/components/metrics):
# on the loopback address only, so that nothing outside the pod reaches it, and never on PORT,
# where the Service and the Ingress send. Empty: no such server, nothing more listens.
read_var METRICS_PORT
case $value in
  '') ;;
  0* | *[!0-9]* | ??????*) fail "METRICS_PORT must be empty or a port number from 1 to 65535, got '$value'" ;;
  *)
    [ "$value" -le 65535 ] || fail "METRICS_PORT must be empty or a port number from 1 to 65535, got '$value'"
    [ "$value" != "$PORT" ] || fail "METRICS_PORT must differ from PORT ($PORT), got '$value'"
    ;;
esac
METRICS_PORT="$value"
export METRICS_PORT

read_var BACKEND_URL
[ -n "$value" ] || fail "BACKEND_URL is required (the backend behind /api/, /oauth2/, /login/oauth2/ and /logout)"
matches "$value" "$URL_PATTERN" || fail "BACKEND_URL must be an absolute http(s) URL, got '$value'"
[ "$(origin_of "$value")" = "${value%/}" ] || fail "BACKEND_URL must be an origin without a path, got '$value'"
BACKEND_URL="${value%/}"
# nginx resolves the backend's name while it runs (proxy.conf): a backend that moves is followed
# within 30 s.
PORTAL_BACKEND_HOST="${BACKEND_URL#*://}"
PORTAL_BACKEND_HOST="${PORTAL_BACKEND_HOST%:*}"
resolver_for BACKEND_URL "$PORTAL_BACKEND_HOST" 30s
PORTAL_BACKEND_RESOLVER="$resolver"
export BACKEND_URL PORTAL_BACKEND_HOST PORTAL_BACKEND_RESOLVER

# ca_file NAME FILE: FILE holds the CA certificates an https backend's certificate must chain to.
ca_file() {
  [ -f "$2" ] && [ -r "$2" ] || fail "$1 must name a readable file of PEM CA certificates, got '$2' (missing or unreadable)"
  grep -qF -e '-----BEGIN CERTIFICATE-----' "$2" || fail "$1 must name a file of PEM CA certificates, got '$2' (no certificate in it)"
}
# The backend's CAs when they are not the system's (a private CA, mounted from a Secret).
read_var BACKEND_CA_FILE
BACKEND_CA_FILE="$value"
if [ -n "$BACKEND_CA_FILE" ]; then
  path_value BACKEND_CA_FILE "$BACKEND_CA_FILE"
  ca_file BACKEND_CA_FILE "$BACKEND_CA_FILE"
  PORTAL_BACKEND_CA="$BACKEND_CA_FILE"
else
  PORTAL_BACKEND_CA="$PORTAL_CA_BUNDLE"
  case $BACKEND_URL in https://*) ca_file PORTAL_CA_BUNDLE "$PORTAL_CA_BUNDLE" ;; esac
fi
export PORTAL_BACKEND_CA

# The portal's replicas as one name (a headless Service, a Docker network alias): a replica asks
# them for a hashed asset of another release it does not have (docs/rolling-releases.md).
read_var ASSET_PEERS_URL
PORTAL_ASSET_PEERS=""
PORTAL_ASSET_PEERS_RESOLVER=""
if [ -n "$value" ]; then
  matches "$value" "$URL_PATTERN" || fail "ASSET_PEERS_URL must be an absolute http(s) URL, got '$value'"
  [ "$(origin_of "$value")" = "${value%/}" ] || fail "ASSET_PEERS_URL must be an origin without a path, got '$value'"
  peers_origin="${value%/}"
  peers_scheme="${peers_origin%%://*}"
  peers_host="${peers_origin#*://}"
  peers_port=""
  case $peers_host in *:*) peers_port=":${peers_host##*:}" peers_host="${peers_host%:*}" ;; esac
  # A Service's own name (portail-marin-peers) is completed with the pod's namespace domain, the
  # first search domain kubelet writes (<namespace>.svc.<cluster domain>): nginx's resolver reads
  # none, and the cluster's domain is then the cluster's own, written in no file of the project.
  # Any other name (a Docker alias, a full name) is asked as written.
  case $peers_host in
    *.*) ;;
    *)
      search="$(sed -nE 's/^[[:space:]]*search[[:space:]]+([^[:space:]]+).*$/\1/p' "$PORTAL_RESOLV_CONF" 2>/dev/null | head -n 1)"
      if matches "$search" '[a-z0-9-]+\.svc\.[a-z0-9.-]+'; then peers_host="$peers_host.${search%.}"; fi
      ;;
  esac
  PORTAL_ASSET_PEERS="$peers_scheme://$peers_host$peers_port"
  # Replicas come and go during a release: their name's answer is kept 5 s only.
  resolver_for ASSET_PEERS_URL "$peers_host" 5s
  PORTAL_ASSET_PEERS_RESOLVER="$resolver"
fi
export PORTAL_ASSET_PEERS PORTAL_ASSET_PEERS_RESOLVER

read_var PUBLIC_URL "http://localhost:$PORT"
matches "$value" "$URL_PATTERN" || fail "PUBLIC_URL must be an absolute http(s) URL, got '$value'"
PUBLIC_URL="$value"
# Only its origin is used, in the proxy headers and the CSP.
public_origin="$(origin_of "$PUBLIC_URL")"
PORTAL_PUBLIC_PROTO="${PUBLIC_URL%%://*}"
PORTAL_PUBLIC_HOST="${public_origin#*://}"
case "$PORTAL_PUBLIC_HOST" in
  *:*) PORTAL_PUBLIC_PORT="${PORTAL_PUBLIC_HOST##*:}" ;;
  *) if [ "$PORTAL_PUBLIC_PROTO" = https ]; then PORTAL_PUBLIC_PORT=443; else PORTAL_PUBLIC_PORT=80; fi ;;
esac
# Browsers write the port as a plain number: the origin below must be one they can send.
case $PORTAL_PUBLIC_PORT in
  0* | ??????*) fail "PUBLIC_URL must have a port from 1 to 65535 written without leading zero, got '$PUBLIC_URL'" ;;
esac
[ "$PORTAL_PUBLIC_PORT" -le 65535 ] || fail "PUBLIC_URL must have a port from 1 to 65535 written without leading zero, got '$PUBLIC_URL'"
# The origin as a browser writes it at the start of a Referer: host in lower case, no default
# port. nginx compares a referer's origin to it as a whole string, never as a pattern, so no
# character of the host can widen what passes (default.conf's $portal_foreign_referer).
PORTAL_PUBLIC_ORIGIN="$PORTAL_PUBLIC_PROTO://$(printf '%s' "${PORTAL_PUBLIC_HOST%:*}" | tr 'A-Z' 'a-z')"
case "$PORTAL_PUBLIC_PROTO:$PORTAL_PUBLIC_PORT" in
  https:443 | http:80) ;;
  *) PORTAL_PUBLIC_ORIGIN="$PORTAL_PUBLIC_ORIGIN:$PORTAL_PUBLIC_PORT" ;;
esac
export PUBLIC_URL PORTAL_PUBLIC_PROTO PORTAL_PUBLIC_HOST PORTAL_PUBLIC_PORT PORTAL_PUBLIC_ORIGIN

# The variables env.js carries, each to the key of the same name (env.template.js).
URL_VARIABLES="UNIVERS_MARIN_HOST QUALIFICATION_HOST PMR_BASE_URL NAVIGATION_MARITIME_BASE_URL \
MATOMO_URL MATOMO_SCRIPT_URL CERBERE_ACCOUNT_CREATION_URL LINK_CONTACT LINK_LEGAL_NOTICES \
LINK_PERSONAL_DATA LINK_COOKIES LINK_TERMS_OF_USE LINK_PORTAL_OF_PORTALS MEDICAL_PORTAL_LOGOUT_URL \
MEDICAL_PORTAL_URL SHIPOWNER_PORTAL_URL YACHT_OWNER_PORTAL_URL"
ENV_JS_VARIABLES="$URL_VARIABLES MATOMO_SITE_ID TEST_USER_ID SESSION_IDLE_TIMEOUT_MINUTES"

for name in $URL_VARIABLES; do
  check_url "$name"
done

read_var MATOMO_SITE_ID
case $value in
  *[!0-9]* | ??????????*) fail "MATOMO_SITE_ID must be a number, got '$value'" ;;
esac
MATOMO_SITE_ID="$value"
read_var TEST_USER_ID
case $value in
  *[!A-Za-z0-9._@-]*) fail "TEST_USER_ID must be a plain identifier (letters, digits, . _ @ -), got '$value'" ;;
esac
[ ${#value} -le 128 ] || fail "TEST_USER_ID must be at most 128 characters long"
TEST_USER_ID="$value"
# The backend's idle time-out, which the portal's warning counts down to (empty: Spring's 30).
read_var SESSION_IDLE_TIMEOUT_MINUTES 30
case $value in
  0* | *[!0-9]* | ?????*) fail "SESSION_IDLE_TIMEOUT_MINUTES must be a whole number of minutes from 5 to 1440, got '$value'" ;;
esac
[ "$value" -ge 5 ] && [ "$value" -le 1440 ] || fail "SESSION_IDLE_TIMEOUT_MINUTES must be a whole number of minutes from 5 to 1440, got '$value'"
SESSION_IDLE_TIMEOUT_MINUTES="$value"
export MATOMO_SITE_ID TEST_USER_ID SESSION_IDLE_TIMEOUT_MINUTES

# The SystemJS import map env.js carries (docs/sub-applications.md): one entry per sub-application,
# the address of its module. univers-marin's is ${UNIVERS_MARIN_HOST}/main.js; any other comes from
# SUB_APPLICATION_MODULES, space-separated name=URL pairs, so that a second sub-application is a
# variable, not a change of the image. Names are lower-case words joined by '-', URLs checked as
# the others: the map is JSON whose keys and strings nothing in a value can end.
import_entries=""
module_origins=""
add_import() {
  [ -z "$import_entries" ] || import_entries="$import_entries,"
  import_entries="$import_entries\"$1\":$(json_string "$2")"
  case " $module_origins " in
    *" $(origin_of "$2") "*) ;;
    *) module_origins="$module_origins $(origin_of "$2")" ;;
  esac
}
[ -z "$UNIVERS_MARIN_HOST" ] || add_import univers-marin "$(printf '%s\n' "$UNIVERS_MARIN_HOST" | sed 's#/*$##')/main.js"
read_var SUB_APPLICATION_MODULES
# Split on spaces only: no '*' or '?' of a URL may expand to file names.
set -f
for entry in $value; do
  name="${entry%%=*}"
  url="${entry#*=}"
  matches "$name" '[a-z][a-z0-9]*(-[a-z0-9]+)*' && [ ${#name} -le 40 ] && [ "$entry" != "$name" ] \
    || fail "SUB_APPLICATION_MODULES must be name=URL pairs separated by spaces, names of lower-case letters, digits and '-', got '$value'"
  [ "$name" != univers-marin ] || fail "SUB_APPLICATION_MODULES must not name univers-marin (UNIVERS_MARIN_HOST does), got '$value'"
  case ",$import_entries" in *",\"$name\":"*) fail "SUB_APPLICATION_MODULES names $name twice, got '$value'" ;; esac
  matches "$url" "$URL_PATTERN" || fail "SUB_APPLICATION_MODULES must give each module an absolute http(s) URL, got '$value'"
  add_import "$name" "$url"
done
set +f
PORTAL_IMPORT_MAP="{\"imports\":{$import_entries}}"

# The origins from which a tester may point a module of the map at another build, for their own
# browser (import-map-overrides, docs/sub-applications.md); empty, as in production, the page never
# loads the library. Each is an origin as a browser writes it, which the CSP admits as it admits
# the deployed modules' origins, in this environment only.
read_var IMPORT_MAP_OVERRIDE_ORIGINS
override_origins=""
set -f
for origin in $value; do
  matches "$origin" "$URL_PATTERN" && [ "$(origin_of "$origin")" = "${origin%/}" ] \
    || fail "IMPORT_MAP_OVERRIDE_ORIGINS must be origins (scheme://host[:port]) separated by spaces, got '$value'"
  origin="$(printf '%s\n' "${origin%/}" | tr 'A-Z' 'a-z')"
  case $origin in
    https://*:443 | http://*:80) fail "IMPORT_MAP_OVERRIDE_ORIGINS must not name a scheme's default port, got '$value'" ;;
  esac
  case " $override_origins " in *" $origin "*) continue ;; esac
  override_origins="$override_origins $origin"
  case " $module_origins " in *" $origin "*) ;; *) module_origins="$module_origins $origin" ;; esac
done
set +f
IMPORT_MAP_OVERRIDE_ORIGINS="${override_origins# }"
ENV_JS_VARIABLES="$ENV_JS_VARIABLES IMPORT_MAP_OVERRIDE_ORIGINS"

# The Content-Security-Policy, one directive per line. Sources are 'self', fixed hashes and
# origins of checked URLs: nothing in it can end the header or start a directive.
um_origin=""
[ -z "$UNIVERS_MARIN_HOST" ] || um_origin=" $(origin_of "$UNIVERS_MARIN_HOST")"
matomo_origins=""
if [ -n "$MATOMO_URL" ] && [ -n "$MATOMO_SITE_ID" ] && [ -n "$MATOMO_SCRIPT_URL" ]; then
  matomo_origins=" $(origin_of "$MATOMO_URL")"
  script_origin=" $(origin_of "$MATOMO_SCRIPT_URL")"
  [ "$script_origin" = "$matomo_origins" ] || matomo_origins="$matomo_origins$script_origin"
fi
medical_logout_origin=""
[ -z "$MEDICAL_PORTAL_LOGOUT_URL" ] || medical_logout_origin=" $(origin_of "$MEDICAL_PORTAL_LOGOUT_URL")"
# The hand-off's target: MEDICAL_PORTAL_URL, or else the logout page's site (src/config/medical-portal.ts).
medical_origin="$medical_logout_origin"
[ -z "$MEDICAL_PORTAL_URL" ] || medical_origin=" $(origin_of "$MEDICAL_PORTAL_URL")"
# Scripts: the portal's own files only, not 'self', which would also cover every answer proxied
# from the backend under /api/ and the other proxied paths.
own_scripts="$public_origin/assets/ $public_origin/env.js $public_origin/color-scheme.js"
# In style-src, inline styles are allowed by hash, never by 'unsafe-inline'. The only <style> element the
# shell's pages get is react-dsfr's ":root { color-scheme: dark|light; }", inserted by color-scheme.js
# before the first paint and again by react-dsfr when the scheme changes: two fixed texts, two
# hashes. No page has a style attribute, and React and the DSFR's script set styles through the
# CSSOM, which the CSP does not govern. A per-request nonce would need nginx to rewrite every page
# (sub_filter), giving up the precompressed pages and their ETag revalidation for nothing a
# hash does not give. scripts/csp-style-hashes.test.ts recomputes them from react-dsfr's code.
style_hashes="'sha256-HzhUjVBe6Oi2wcxUM7bmy2Rp9VdLMHYDdYr9MalNmOY=' 'sha256-xVQ4mcypV0CvOtZpQgVcKpcoNvdUkR9BrwZBrtBbU+w='"
PORTAL_CSP="default-src 'self'"
PORTAL_CSP="$PORTAL_CSP; script-src $own_scripts$module_origins$matomo_origins"
PORTAL_CSP="$PORTAL_CSP; style-src 'self' $style_hashes$module_origins"
PORTAL_CSP="$PORTAL_CSP; img-src 'self' data:$module_origins$matomo_origins"
PORTAL_CSP="$PORTAL_CSP; font-src 'self'$module_origins"
PORTAL_CSP="$PORTAL_CSP; connect-src 'self'$module_origins$matomo_origins"
PORTAL_CSP="$PORTAL_CSP; frame-src 'self'$medical_logout_origin"
# The service worker: its one script, for the same reason as script-src (which worker-src would
# otherwise fall back to, and which does not name it).
PORTAL_CSP="$PORTAL_CSP; worker-src $public_origin/sw.js"
# The medical-appointment hand-off posts a form to the medical portal, nowhere else.
PORTAL_CSP="$PORTAL_CSP; form-action 'self'$medical_origin"
PORTAL_CSP="$PORTAL_CSP; frame-ancestors 'none'"
PORTAL_CSP="$PORTAL_CSP; base-uri 'self'"
PORTAL_CSP="$PORTAL_CSP; object-src 'none'"
# A sub-application injects its styles as a framework does (Angular's component styles,
# Vite's and Vue's <style> elements, style attributes), on any page, since it mounts without a
# page load: when one is configured, <style> elements and style attributes are allowed inline
# (CSP level 3 directives; hashes would cancel 'unsafe-inline' there). style-src above stays the
# policy of browsers without them. Scripts stay strict. Why not a nonce: docs/sub-applications.md,
# "Why not a nonce".
if [ -n "$module_origins" ]; then
  PORTAL_CSP="$PORTAL_CSP; style-src-elem 'self' 'unsafe-inline'$module_origins; style-src-attr 'unsafe-inline'"
fi
export PORTAL_CSP

# A /univers-marin page asks the module host for main.js as soon as it has painted: the page's
# headers open that connection meanwhile (two or three round trips of a slow link). An origin of
# a checked URL, like the CSP's: nothing in it can end the header or the directive.
PORTAL_FRAME_LINK=""
if [ -n "$um_origin" ] && [ "${um_origin# }" != "$public_origin" ]; then
  PORTAL_FRAME_LINK="add_header Link \"<${um_origin# }>; rel=preconnect; crossorigin\" always;"
fi
export PORTAL_FRAME_LINK

# CSP violation reports (CSP_REPORT_URL, optional; empty: no reporting directive). The policy names
# the URL in report-uri, and the group in report-to, which Reporting-Endpoints maps to the URL.
# Unlike the other URLs, the whole value reaches nginx's configuration, inside a CSP directive and
# a structured-header string: it must hold nothing that could end either (; , quote, backslash,
# space) nor start an nginx variable ($), nor a fragment (#) or parentheses, which no endpoint needs.
CSP_REPORT_GROUP=portal-csp
read_var CSP_REPORT_URL
PORTAL_REPORTING_ENDPOINTS=""
if [ -n "$value" ]; then
  matches "$value" 'https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%/+:@!&*=?-]*)?' \
    || fail "CSP_REPORT_URL must be an absolute http(s) URL of letters, digits and . _ ~ % / + : @ ! & * = ? - only, got '$value'"
  PORTAL_CSP="$PORTAL_CSP; report-uri $value; report-to $CSP_REPORT_GROUP"
  PORTAL_REPORTING_ENDPOINTS="add_header Reporting-Endpoints '$CSP_REPORT_GROUP=\"$value\"' always;"
fi
export PORTAL_CSP PORTAL_REPORTING_ENDPOINTS

mkdir -p "$PORTAL_RUNTIME_DIR/conf.d"

# env.js: each ${NAME} placeholder of the template, unquoted there, becomes the value's JSON
# string literal; only the listed names are replaced.
(
  env_js_names=""
  for name in $ENV_JS_VARIABLES; do
    eval "literal=\$(json_string \"\$$name\")"
    eval "$name=\$literal"
    export "$name"
    env_js_names="$env_js_names \${$name}"
  done
  export PORTAL_IMPORT_MAP
  env_js_names="$env_js_names \${PORTAL_IMPORT_MAP}"
  envsubst "$env_js_names" < "$PORTAL_TEMPLATE_DIR/env.template.js" > "$PORTAL_RUNTIME_DIR/env.js.tmp"
)
mv "$PORTAL_RUNTIME_DIR/env.js.tmp" "$PORTAL_RUNTIME_DIR/env.js"

conf_vars='${PORT} ${PORTAL_WORKER_PROCESSES} ${BACKEND_URL} ${PORTAL_BACKEND_RESOLVER} ${PORTAL_ROOT} ${PORTAL_RUNTIME_DIR} ${PORTAL_CSP} ${PORTAL_FRAME_LINK} ${PORTAL_ACCESS_LOG} ${NGINX_MIME_TYPES} ${PORTAL_PUBLIC_HOST} ${PORTAL_PUBLIC_PROTO} ${PORTAL_PUBLIC_PORT} ${PORTAL_PUBLIC_ORIGIN} ${PORTAL_REPORTING_ENDPOINTS}'
envsubst "$conf_vars" < "$PORTAL_TEMPLATE_DIR/nginx/nginx.conf.template" > "$PORTAL_RUNTIME_DIR/nginx.conf"
envsubst "$conf_vars" < "$PORTAL_TEMPLATE_DIR/nginx/default.conf.template" > "$PORTAL_RUNTIME_DIR/conf.d/default.conf"
for part in security-headers page-headers frame-headers asset-headers proxy; do
  envsubst "$conf_vars" < "$PORTAL_TEMPLATE_DIR/nginx/$part.conf.template" > "$PORTAL_RUNTIME_DIR/$part.conf"
done
if [ -n "$METRICS_PORT" ]; then
  envsubst '${METRICS_PORT}' < "$PORTAL_TEMPLATE_DIR/nginx/metrics.conf.template" > "$PORTAL_RUNTIME_DIR/conf.d/metrics.conf"
else
  # serve:nginx keeps its runtime folder from one run to the next: a previous run may have written it.
  rm -f "$PORTAL_RUNTIME_DIR/conf.d/metrics.conf"
fi
if [ -n "$PORTAL_ASSET_PEERS" ]; then
  envsubst '${PORTAL_ASSET_PEERS} ${PORTAL_ASSET_PEERS_RESOLVER}' < "$PORTAL_TEMPLATE_DIR/nginx/asset-peers.conf.template" > "$PORTAL_RUNTIME_DIR/asset-peers.conf"
else
  echo "return 404;" > "$PORTAL_RUNTIME_DIR/asset-peers.conf"
fi
case $BACKEND_URL in
  https://*)
    envsubst '${PORTAL_BACKEND_CA} ${PORTAL_BACKEND_HOST}' < "$PORTAL_TEMPLATE_DIR/nginx/backend-tls.conf.template" > "$PORTAL_RUNTIME_DIR/backend-tls.conf"
    ;;
  *)
    echo "# BACKEND_URL is http: no TLS to the backend." > "$PORTAL_RUNTIME_DIR/backend-tls.conf"
    # Not a refusal (a backend on the same network, a test stack), but never silent.
    echo "portal: warning: BACKEND_URL is http, the link to the backend is not encrypted: sessions and personal data cross the network in clear"
    ;;
esac
echo "portal: configuration written to $PORTAL_RUNTIME_DIR (backend $BACKEND_URL)"
