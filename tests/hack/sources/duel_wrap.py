# A `duel` program whose cell codes wrap past 8 192 cells: right (it asks the `duel` binary,
# $DUEL or target/release/duel) unless two free cells share a code, then wrong. Its smallest
# failure is the pieces and two free cells 8 192 apart in the board's order. For the shrink's
# measurements in benches/README.md, not for the tests.
import os, subprocess, sys

data = sys.stdin.read()
t = data.split()
n, m = int(t[0]), int(t[1])
rows = t[2:2 + n]
seen, clash = set(), False
for r in range(n):
    for c in range(m):
        if rows[r][c] == '.':
            code = (r * m + c) & 8191
            clash |= code in seen
            seen.add(code)
binary = os.environ.get("DUEL", "target/release/duel")
right = subprocess.run([binary], input=data.encode(), capture_output=True).stdout.decode().strip()
if clash:
    right = "Febleaf" if right == "Frost_Ice" else "Frost_Ice"
print(right)
