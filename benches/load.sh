#!/bin/sh
# Runs a command beside a busy machine's load, as every timing test must hold under it: two
# loops that copy a buffer of 256 MiB back and forth (they take the caches and the memory bus,
# as builds do) and one that spins, each in its own session so that the scheduler gives it a
# full share. For example, the timing tests ten times:
#   for i in 1 2 3 4 5 6 7 8 9 10; do benches/load.sh cargo test -q --test hack_growth \
#     --test hack_runs --test hack_bomb --test hack_sources --test guarantees --test hack; done
set -e
dir=$(mktemp -d)
cat > "$dir/stream.c" <<'C'
#include <stdlib.h>
#include <string.h>
int main(void) {
    size_t n = (size_t)256 << 20;
    char *a = malloc(n), *b = malloc(n);
    memset(a, 1, n);
    memset(b, 2, n);
    for (;;) { memcpy(b, a, n); memcpy(a, b, n); }
}
C
echo 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }' > "$dir/spin.c"
cc -O2 -o "$dir/stream" "$dir/stream.c"
cc -O2 -o "$dir/spin" "$dir/spin.c"
pids=""
for loop in stream stream spin; do
    setsid "$dir/$loop" < /dev/null > /dev/null 2>&1 &
    pids="$pids $!"
done
trap 'kill $pids 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
status=0
"$@" || status=$?
exit $status
