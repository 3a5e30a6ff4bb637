#!/usr/bin/env bash
# Local single-node Kafka 3.9 in KRaft mode for the event-bus suites: jars from Maven Central
# (cached under .services/kafka/libs so a second run is offline), Java 17, loopback only.
# kafkajs speaks old protocol versions; 3.9 still accepts them, 4.x does not.
# Usage: scripts/services/kafka.sh {ensure|start|stop|brokers|status}
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HOME_DIR="$REPO/.services/kafka"
LIBS="$HOME_DIR/libs"
DATA="$HOME_DIR/data"
VERSION="${FACET_KAFKA_VERSION:-3.9.1}"
PORT="${FACET_KAFKA_PORT:-19092}"
CONTROLLER_PORT="${FACET_KAFKA_CONTROLLER_PORT:-19093}"
BROKERS="127.0.0.1:$PORT"

ensure() {
  if [ -f "$LIBS/kafka_2.13-$VERSION.jar" ]; then return; fi
  command -v mvn >/dev/null 2>&1 || { echo "kafka: maven is needed to fetch the jars" >&2; exit 1; }
  echo "kafka: fetching Kafka $VERSION jars from Maven Central" >&2
  local build="$HOME_DIR/build"
  mkdir -p "$build" "$LIBS"
  cat >"$build/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>facet.local</groupId><artifactId>kafka-runtime</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>$VERSION</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-reload4j</artifactId><version>1.7.36</version></dependency>
  </dependencies>
</project>
POM
  mvn -q -B -f "$build/pom.xml" -Dmaven.repo.local="$HOME_DIR/m2" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$LIBS" >&2
  [ -f "$LIBS/kafka_2.13-$VERSION.jar" ] || { echo "kafka: jars missing after maven" >&2; exit 1; }
}

listening() { timeout 1 bash -c "</dev/tcp/127.0.0.1/$PORT" 2>/dev/null; }
pid() { [ -f "$HOME_DIR/kafka.pid" ] && cat "$HOME_DIR/kafka.pid"; }
alive() { local p; p="$(pid || true)"; [ -n "$p" ] && kill -0 "$p" 2>/dev/null; }

write_config() {
  cat >"$HOME_DIR/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$PORT,CONTROLLER://127.0.0.1:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$DATA
num.partitions=4
offsets.topic.replication.factor=1
offsets.topic.num.partitions=4
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
PROPS
  cat >"$HOME_DIR/log4j.properties" <<LOG
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$HOME_DIR/server.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaServer=INFO
log4j.logger.kafka.server.KafkaRaftServer=INFO
LOG
}

java_run() {
  java -Xms256m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$HOME_DIR/log4j.properties" -cp "$LIBS/*" "$@"
}

start() {
  ensure
  if alive && listening; then echo "kafka: already running on $PORT" >&2; return; fi
  if listening; then
    echo "kafka: port $PORT is held by a server this checkout did not start; not using it" >&2
    exit 1
  fi
  mkdir -p "$DATA"
  write_config
  if [ ! -f "$DATA/meta.properties" ]; then
    local id; id="$(java_run kafka.tools.StorageTool random-uuid | tail -n 1)"
    java_run kafka.tools.StorageTool format -t "$id" -c "$HOME_DIR/server.properties" --ignore-formatted >&2
  fi
  setsid nohup java -Xms256m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$HOME_DIR/log4j.properties" -cp "$LIBS/*" \
    kafka.Kafka "$HOME_DIR/server.properties" >"$HOME_DIR/stdout.log" 2>&1 </dev/null &
  echo $! >"$HOME_DIR/kafka.pid"
  for _ in $(seq 1 120); do listening && break; alive || break; sleep 0.5; done
  listening || { echo "kafka: broker did not start; see $HOME_DIR/stdout.log" >&2; tail -n 20 "$HOME_DIR/stdout.log" >&2; exit 1; }
  echo "kafka: ready at $BROKERS" >&2
}

stop() {
  local p; p="$(pid || true)"
  if [ -n "$p" ] && kill -0 "$p" 2>/dev/null; then
    kill "$p"
    for _ in $(seq 1 60); do kill -0 "$p" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$p" 2>/dev/null && kill -9 "$p"
  fi
  rm -f "$HOME_DIR/kafka.pid"
  echo "kafka: stopped" >&2
}

case "${1:-}" in
  ensure) ensure ;;
  start) start ;;
  stop) stop ;;
  brokers) echo "$BROKERS" ;;
  status) if alive && listening; then echo running; else echo stopped; exit 1; fi ;;
  *) echo "usage: $0 {ensure|start|stop|brokers|status}" >&2; exit 2 ;;
esac
