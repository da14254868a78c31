# A right `dot` solution in Python, without a `#!` line.
import sys

x, y, n, d, *rest = map(int, sys.stdin.read().split())
vectors = list(zip(rest[0::2], rest[1::2]))
win = {}
for px in range(d, -d - 1, -1):
    for py in range(d, -d - 1, -1):
        if px * px + py * py <= d * d:
            win[px, py] = any(
                (px + a) ** 2 + (py + b) ** 2 <= d * d and not win[px + a, py + b]
                for a, b in vectors
            )
print("Anton" if win[x, y] else "Dasha")
