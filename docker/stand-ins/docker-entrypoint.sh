#!/bin/sh
# The stand-in's entrypoint, following the official nginx image's docker-entrypoint.sh: when the
# command is nginx, run /docker-entrypoint.d/ in version order (executable *.envsh sourced,
# executable *.sh run, anything else ignored); a script that fails stops the container.
set -e

entrypoint_log() {
    if [ -z "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ]; then
        echo "$@"
    fi
}

if [ "$1" = "nginx" ] || [ "$1" = "nginx-debug" ]; then
    if /usr/bin/find "/docker-entrypoint.d/" -mindepth 1 -maxdepth 1 -type f -print -quit 2>/dev/null | read v; then
        entrypoint_log "$0: /docker-entrypoint.d/ is not empty, will attempt to perform configuration"
        entrypoint_log "$0: Looking for shell scripts in /docker-entrypoint.d/"
        find "/docker-entrypoint.d/" -follow -type f -print | sort -V | while read -r f; do
            case "$f" in
                *.envsh)
                    if [ -x "$f" ]; then
                        entrypoint_log "$0: Sourcing $f"
                        . "$f"
                    else
                        entrypoint_log "$0: Ignoring $f, not executable"
                    fi
                    ;;
                *.sh)
                    if [ -x "$f" ]; then
                        entrypoint_log "$0: Launching $f"
                        "$f"
                    else
                        entrypoint_log "$0: Ignoring $f, not executable"
                    fi
                    ;;
                *) entrypoint_log "$0: Ignoring $f" ;;
            esac
        done
        entrypoint_log "$0: Configuration complete; ready for start up"
    else
        entrypoint_log "$0: No files found in /docker-entrypoint.d/, skipping configuration"
    fi
fi

exec "$@"
