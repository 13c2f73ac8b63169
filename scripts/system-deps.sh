#!/usr/bin/env bash
# Installs the Debian packages the test suite uses, when they are missing and we are root.
set -u
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need+=(chromium-driver)
ldconfig -p 2>/dev/null | grep -q libportaudio || need+=(libportaudio2)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || need+=(postgresql)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: missing ${need[*]}; install them (Debian: apt-get install ${need[*]}) or the browser and PostgreSQL tests are skipped" >&2
  exit 0
fi
echo "system-deps: installing ${need[*]}" >&2
(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null) \
  || echo "system-deps: apt-get failed; the browser and PostgreSQL tests will be skipped" >&2
exit 0
