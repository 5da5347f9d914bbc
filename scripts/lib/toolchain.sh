# Sourced by the scripts in scripts/: puts pnpm (installed into .tools/ when missing) and the repo's own
# Node 22 (the `node` devDependency) on PATH, and installs the workspace from the lockfile.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$repo_root"

pnpm_version=$(sed -n 's/.*"packageManager": "pnpm@\([^"]*\)".*/\1/p' package.json)
export PATH="$repo_root/node_modules/.bin:$repo_root/.tools/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
  echo "» installing pnpm $pnpm_version into .tools/"
  npm install --prefix "$repo_root/.tools" --no-audit --no-fund --loglevel=error "pnpm@$pnpm_version" >/dev/null
fi

echo "» pnpm install"
pnpm install --frozen-lockfile --reporter=silent
echo "» node $(node --version), pnpm $(pnpm --version)"

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "need root to run: $*" >&2
    return 1
  fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Debian's Chromium for the browser tests (Playwright cannot download its own here).
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "» installing chromium from apt"
    apt_install chromium fonts-noto-core fonts-noto-cjk
  fi
  export CHROMIUM_PATH=/usr/bin/chromium
}

# Debian's HAProxy for the cluster tests (tooling/cluster): two API instances behind a real load balancer.
ensure_haproxy() {
  if ! command -v haproxy >/dev/null 2>&1; then
    echo "» installing haproxy from apt"
    apt_install haproxy
  fi
}

# A throwaway PostgreSQL server on loopback for the API tests; sets TEST_DATABASE_URL.
pg_dir=""
ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0; fi
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "» installing postgresql from apt"
    apt_install postgresql
  fi
  local bin
  bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
  pg_dir=$(mktemp -d /tmp/lobbykit-pg.XXXXXX)
  local port=${PG_TEST_PORT:-54329}
  local run=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$pg_dir"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$bin/initdb" -D "$pg_dir/data" -U postgres -A trust >/dev/null
  "${run[@]}" "$bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  trap stop_postgres EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "» PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
}

stop_postgres() {
  if [ -n "$pg_dir" ]; then
    local bin
    bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true
    else "$bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true; fi
    rm -rf "$pg_dir"
  fi
}
