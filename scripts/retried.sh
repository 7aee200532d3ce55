# Sourced by the scripts that install Debian packages (docs/release.md). `retried COMMAND...`
# runs a command that reaches Debian's mirrors up to five times, 30 s apart: a mirror in the
# middle of a sync answers "File has unexpected size … Mirror sync in progress?" for a few
# minutes, and apt-get then fails the whole run.
retried() {
    local attempt
    for attempt in 1 2 3 4 5; do
        "$@" && return 0
        [ "$attempt" -lt 5 ] || break
        echo "falhou (tentativa $attempt de 5; um espelho do Debian em sincronização?)," \
            "de novo em 30 s: $*" >&2
        sleep 30
    done
    return 1
}

# `apt_update [sudo]`: `apt-get update`, retried; when an index still cannot be read, says so and
# goes on with those that were (apt-get install then fails if what it needs is missing).
apt_update() {
    retried "$@" apt-get update -qq && return 0
    echo "índices do Debian incompletos: seguindo com os que foram lidos" >&2
    return 1
}
