#!/usr/bin/env bash
# Make sure PostgreSQL and Redis answer on 127.0.0.1, starting local ones if installed.
set -u
PG_HOST=127.0.0.1 PG_PORT=${PG_PORT:-5432} REDIS_PORT=${REDIS_PORT:-6379}
hint="Start them with: docker compose up -d db redis"

pg_up() { (exec 3<>"/dev/tcp/$PG_HOST/$PG_PORT") 2>/dev/null; }
redis_up() {
  if command -v redis-cli >/dev/null; then
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null | grep -q PONG
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$REDIS_PORT") 2>/dev/null
  fi
}
wait_for() { for _ in $(seq 1 30); do "$1" && return 0; sleep 0.5; done; return 1; }

if ! pg_up; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    echo "Starting local PostgreSQL..."
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
    wait_for pg_up
  fi
fi
if ! pg_up; then
  echo "PostgreSQL is not reachable on $PG_HOST:$PG_PORT. $hint" >&2
  exit 1
fi
if ! redis_up; then
  if command -v redis-server >/dev/null; then
    echo "Starting local Redis..."
    redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no
    wait_for redis_up
  fi
fi
if ! redis_up; then
  echo "Redis is not reachable on 127.0.0.1:$REDIS_PORT. $hint" >&2
  exit 1
fi
echo "PostgreSQL and Redis are up."
