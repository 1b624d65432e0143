# STAND-IN for mcr.microsoft.com/playwright:v1.65.1-noble, for machines that reach no container
# registry. Built by scripts/stand-in-bases.sh, only when no image of that name exists; never
# pushed. Node 20 (the node:20.20-bookworm-slim image) and Debian's Chromium at /usr/bin/chromium,
# which playwright.config.ts drives when it is there (the real image carries Playwright's own).
FROM node:20.20-bookworm-slim
LABEL org.opencontainers.image.title="STAND-IN mcr.microsoft.com/playwright:v1.65.1-noble" \
      org.opencontainers.image.description="Local stand-in built from Debian packages; not the official image; never push" \
      fr.mer.portail.stand-in="mcr.microsoft.com/playwright:v1.65.1-noble"
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-dejavu-extra >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && chromium --version
