#!/usr/bin/env bash
# A real SMTP server for the mail adapter suite: Debian's postfix as a private instance listening
# only on 127.0.0.1:$PORT, delivering every recipient into one Maildir under $REPO/.services/smtp.
# Usage: scripts/services/smtp.sh {ensure|start|stop|url|maildir|status}
#   url     prints SMTP_URL (smtp://127.0.0.1:2525)
#   maildir prints SMTP_MAILDIR (the Maildir the delivered messages land in)
set -euo pipefail

NAME=smtp
# shellcheck source=lib/local-service.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/local-service.sh"
CONF="$DATA/conf"
PORT="${FACET_SMTP_PORT:-2525}"
URL="smtp://127.0.0.1:$PORT"
MAILDIR="$DATA/mail/Maildir"

ensure() {
  if [ -x /usr/sbin/postfix ]; then return; fi
  echo "smtp: installing Debian's postfix" >&2
  export DEBIAN_FRONTEND=noninteractive
  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postfix >/dev/null
  [ -x /usr/sbin/postfix ] || { echo "smtp: install failed" >&2; exit 1; }
}

running() { (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; }
# This checkout's postfix (its master's pid under our queue), not another checkout's on the port.
mine() {
  local pidfile="$DATA/queue/pid/master.pid"
  [ -f "$pidfile" ] && kill -0 "$(tr -d ' ' <"$pidfile")" 2>/dev/null && running
}

configure() {
  mkdir -p "$CONF" "$DATA/queue" "$DATA/data" "$DATA/mail"
  chown nobody:nogroup "$DATA/mail"
  chown postfix "$DATA/data"
  cat >"$CONF/main.cf" <<MAIN
compatibility_level = 3.6
myhostname = smtp.facet.test
mydomain = facet.test
myorigin = facet.test
queue_directory = $DATA/queue
data_directory = $DATA/data
inet_interfaces = loopback-only
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
mydestination =
local_transport = error:local delivery is disabled
relay_domains =
# Every domain is ours: all mail ends in one Maildir (a test sink, not a relay).
virtual_mailbox_domains = static:all
virtual_mailbox_base = $DATA/mail
virtual_mailbox_maps = static:Maildir/
virtual_uid_maps = static:$(id -u nobody)
virtual_gid_maps = static:$(getent group nogroup | cut -d: -f3)
virtual_minimum_uid = 1
smtpd_recipient_restrictions = permit_mynetworks, reject
smtpd_relay_restrictions = permit_mynetworks, reject
maillog_file_prefixes = $DATA
maillog_file = $DATA/postfix.log
smtputf8_enable = no
biff = no
MAIN
  # Debian's services, without chroot, and the SMTP listener moved to loopback:$PORT.
  awk -v port="$PORT" '
    /^smtp[ \t]+inet/ { print "127.0.0.1:" port " inet n - n - - smtpd"; next }
    /^[a-z]/ && NF >= 8 { $5 = "n" }
    { print }' /etc/postfix/master.cf >"$CONF/master.cf"
  postfix -c "$CONF" check >/dev/null 2>&1 || postfix -c "$CONF" set-permissions >/dev/null 2>&1 || true
}

start() {
  ensure
  if already_mine; then return; fi
  configure
  script -qec "postfix -c $CONF start" /dev/null >"$DATA/start.out" 2>&1 || { cat "$DATA/start.out" >&2; exit 1; }
  for _ in $(seq 1 100); do running && break; sleep 0.1; done
  running || { echo "smtp: nothing listens on $PORT" >&2; tail -20 "$DATA/postfix.log" >&2 2>/dev/null; exit 1; }
  echo "smtp: ready at $URL, Maildir $MAILDIR" >&2
}

stop() {
  if [ -f "$CONF/main.cf" ]; then postfix -c "$CONF" stop >/dev/null 2>&1 || true; fi
  for _ in $(seq 1 50); do running || break; sleep 0.1; done
  echo "smtp: stopped" >&2
}

case "${1:-}" in
  ensure) ensure ;;
  start) start ;;
  stop) stop ;;
  url) echo "$URL" ;;
  maildir) echo "$MAILDIR" ;;
  status) if mine; then echo running; else echo stopped; exit 1; fi ;;
  *) echo "usage: $0 {ensure|start|stop|url|maildir|status}" >&2; exit 2 ;;
esac
