# Sourced by the scripts that install Debian packages. `retried COMMAND...` runs a command that
# reaches Debian's mirrors up to five times, 30 s apart: a mirror in the middle of a sync
# answers "File has unexpected size … Mirror sync in progress?" for a few minutes, and
# apt-get then fails the whole run (it did, once, in the Wine step of CI).
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
