#!/usr/bin/env bash
# Throwaway certificates for an https backend under test (scripts/backend-tls.test.ts, the tester
# stack): a root CA, two intermediate CAs under it, and for each NAME a server certificate the
# second intermediate signs, valid one day. Written to DIR, never committed (a temporary
# directory, .tmp/):
#   DIR/ca.crt      the root, what the portal trusts (BACKEND_CA_FILE)
#   DIR/NAME.crt    the server's certificate, then the intermediates': the chain a server sends
#   DIR/NAME.key    its key
# Two intermediates, as a public CA's cross-signed chain has: nginx's default verification depth
# (1) would refuse it, the portal's must not.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 DIR NAME..." >&2; exit 2; }
dir="$1"
shift
for name; do
  [[ "$name" =~ ^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$ ]] || { echo "test-certificates: not a host name: $name" >&2; exit 2; }
done
mkdir -p "$dir"
cd "$dir"

key() { openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$1"; }
# sign SUBJECT KEY ISSUER EXTENSIONS OUT: a certificate for KEY and SUBJECT, signed by ISSUER(.crt, .key).
sign() {
  openssl req -new -key "$2" -subj "$1" \
    | openssl x509 -req -CA "$3.crt" -CAkey "$3.key" -set_serial "0x$(openssl rand -hex 8)" -days 1 \
      -extfile <(printf '%b' "$4") -out "$5" 2>/dev/null
}

key ca.key
openssl req -x509 -new -key ca.key -days 1 -subj "/CN=portail-marin test root CA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" -out ca.crt
issuer=ca
for level in 1 2; do
  key "intermediate-$level.key"
  sign "/CN=portail-marin test intermediate CA $level" "intermediate-$level.key" "$issuer" \
    'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n' "intermediate-$level.crt"
  issuer="intermediate-$level"
done
for name; do
  key "$name.key"
  sign "/CN=$name" "$name.key" "$issuer" "subjectAltName=DNS:$name\nextendedKeyUsage=serverAuth\n" "$name.leaf.crt"
  cat "$name.leaf.crt" intermediate-2.crt intermediate-1.crt > "$name.crt"
  rm "$name.leaf.crt"
done
# The CAs' keys and the intermediates' lone copies are of no further use.
rm ca.key intermediate-*.key intermediate-*.crt
chmod 644 ./*.crt
