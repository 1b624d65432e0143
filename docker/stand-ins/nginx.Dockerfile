# STAND-IN for nginxinc/nginx-unprivileged:1.30-alpine, for machines that reach no container
# registry. Built by scripts/stand-in-bases.sh from Debian bookworm packages, only when no image
# of that name exists; never pushed. It behaves as the Alpine image does where the portal relies
# on it: /bin/sh and the usual tools are busybox (every busybox applet comes first in PATH, as
# on Alpine), the official entrypoint's rules for /docker-entrypoint.d, user nginx uid 101,
# port 8080, nginx's own files writable under /tmp only, busybox wget for the HEALTHCHECK.
# Differences: Debian's nginx 1.22 (not 1.30), glibc, no IPv6/worker tuning scripts.
FROM portail-marin/stand-in-debian:bookworm
LABEL org.opencontainers.image.title="STAND-IN nginxinc/nginx-unprivileged:1.30-alpine" \
      org.opencontainers.image.description="Local stand-in built from Debian packages; not the official image; never push" \
      fr.mer.portail.stand-in="nginxinc/nginx-unprivileged:1.30-alpine"
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx gettext-base busybox >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /etc/nginx/sites-enabled /etc/nginx/sites-available \
 && ln -sf /bin/busybox /bin/sh \
 && for applet in $(busybox --list); do [ "$applet" = sh ] || ln -s /bin/busybox "/usr/local/bin/$applet"; done \
 && groupadd --system --gid 101 nginx \
 && useradd --system --uid 101 --gid 101 --home-dir /nonexistent --no-create-home --shell /sbin/nologin nginx \
 && mkdir -p /docker-entrypoint.d \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY nginx.conf /etc/nginx/nginx.conf
COPY docker-entrypoint.sh /docker-entrypoint.sh
EXPOSE 8080
STOPSIGNAL SIGQUIT
USER 101
ENTRYPOINT ["/docker-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
