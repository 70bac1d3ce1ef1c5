# Sourced by the project's scripts: makes sure MySQL/MariaDB and Redis answer at DATABASE_URL
# and REDIS_URL, and exports both. Order of preference:
#   1. the servers already named by DATABASE_URL / REDIS_URL (default: 127.0.0.1:3306 and :6379);
#   2. private instances started from this machine's own binaries (mariadbd/mysqld, redis-server),
#      data in the ignored .data/ folder, on free ports;
#   3. `docker compose up` when a Docker engine is running;
#   otherwise it stops with a message naming the packages to install.
_distillo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_distillo_data="${_distillo_root}/.data"

export DATABASE_URL="${DATABASE_URL:-mysql://root@127.0.0.1:3306/distillo}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

_distillo_hostport() { # URL → "host port"
  local rest="${1#*://}"; rest="${rest#*@}"; rest="${rest%%/*}"
  local host="${rest%%:*}" port="${rest##*:}"
  [ "$port" = "$rest" ] && port="$2"
  echo "$host $port"
}
_distillo_up() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
_distillo_free_port() {
  local port
  for port in $(seq "$1" $(($1 + 200))); do _distillo_up 127.0.0.1 "$port" || { echo "$port"; return 0; }; done
  return 1
}
_distillo_wait() { # host port what
  local i
  for i in $(seq 1 60); do _distillo_up "$1" "$2" && return 0; sleep 0.5; done
  echo "services: $3 did not start on $1:$2 (see ${_distillo_data}/*.log)" >&2
  return 1
}

_distillo_start_sql() {
  local server port
  server="$(command -v mariadbd || command -v mysqld || ls /usr/sbin/mariadbd /usr/sbin/mysqld 2>/dev/null | head -1)"
  [ -n "$server" ] || return 1
  port="$(_distillo_free_port 13306)" || return 1
  mkdir -p "${_distillo_data}/mysql"
  if [ ! -d "${_distillo_data}/mysql/mysql" ]; then
    if command -v mariadb-install-db >/dev/null; then
      mariadb-install-db --no-defaults --datadir="${_distillo_data}/mysql" --user="$(id -un)" \
        --auth-root-authentication-method=normal >"${_distillo_data}/mysql-init.log" 2>&1 || return 1
    else
      "$server" --no-defaults --initialize-insecure --datadir="${_distillo_data}/mysql" --user="$(id -un)" \
        >"${_distillo_data}/mysql-init.log" 2>&1 || return 1
    fi
  fi
  "$server" --no-defaults --datadir="${_distillo_data}/mysql" --port="$port" --bind-address=127.0.0.1 \
    --socket="${_distillo_data}/mysql.sock" --pid-file="${_distillo_data}/mysql.pid" --user="$(id -un)" \
    >"${_distillo_data}/mysql.log" 2>&1 &
  _distillo_wait 127.0.0.1 "$port" "$server" || return 1
  export DATABASE_URL="mysql://root@127.0.0.1:${port}/distillo"
  echo "services: started a private $(basename "$server") on port ${port} (data in .data/mysql)" >&2
}

_distillo_start_redis() {
  command -v redis-server >/dev/null || return 1
  local port
  port="$(_distillo_free_port 16379)" || return 1
  mkdir -p "${_distillo_data}/redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --dir "${_distillo_data}/redis" --save "" \
    --appendonly no --logfile "${_distillo_data}/redis.log" >/dev/null || return 1
  _distillo_wait 127.0.0.1 "$port" redis-server || return 1
  export REDIS_URL="redis://127.0.0.1:${port}"
  echo "services: started a private redis-server on port ${port}" >&2
}

_distillo_docker() {
  command -v docker >/dev/null && docker info >/dev/null 2>&1 || return 1
  (cd "${_distillo_root}" && docker compose up -d --wait) >&2 || return 1
  export DATABASE_URL="mysql://root:distillo@127.0.0.1:3306/distillo" REDIS_URL="redis://127.0.0.1:6379"
}

_distillo_services() {
  local sql redis
  sql="$(_distillo_hostport "$DATABASE_URL" 3306)"
  redis="$(_distillo_hostport "$REDIS_URL" 6379)"
  local sql_up=0 redis_up=0
  _distillo_up $sql && sql_up=1
  _distillo_up $redis && redis_up=1
  [ $sql_up = 1 ] && [ $redis_up = 1 ] && return 0
  if [ $sql_up = 0 ]; then _distillo_start_sql && sql_up=1; fi
  if [ $redis_up = 0 ]; then _distillo_start_redis && redis_up=1; fi
  [ $sql_up = 1 ] && [ $redis_up = 1 ] && return 0
  _distillo_docker && return 0
  echo "services: cannot reach or start MySQL/MariaDB ($DATABASE_URL) and Redis ($REDIS_URL)." >&2
  echo "  Install them (Debian/Ubuntu: apt-get install mariadb-server redis-server), start Docker" >&2
  echo "  for docker-compose.yml, or set DATABASE_URL and REDIS_URL to running servers." >&2
  return 1
}
_distillo_services || { return 1 2>/dev/null || exit 1; }
