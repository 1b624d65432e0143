# STAND-IN for node:20.20-bookworm-slim, for machines that reach no container registry.
# Built by scripts/stand-in-bases.sh from Debian bookworm (mmdebstrap) and this machine's own
# Node 20 and npm, only when no image of that name exists; never pushed. The build context is a
# directory that script prepares: node, npm/, ca-certificates.crt.
FROM portail-marin/stand-in-debian:bookworm
LABEL org.opencontainers.image.title="STAND-IN node:20.20-bookworm-slim" \
      org.opencontainers.image.description="Local stand-in built from Debian packages and the machine's Node; not the official image; never push" \
      fr.mer.portail.stand-in="node:20.20-bookworm-slim"
COPY node /usr/local/bin/node
COPY npm/ /usr/local/lib/node_modules/npm/
# npm inside builds must trust the machine's CA bundle (the registry is reached through it).
COPY ca-certificates.crt /usr/local/share/stand-in/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
