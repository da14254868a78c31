# A slow `dot` program (about 160 ms of CPU time a run) whose table is indexed by signed
# coordinates with two vectors or more (Python wraps a negative index): its smallest failure
# has n = 2, d = 2. For the shrink's measurements in benches/README.md, not for the tests.
import sys, time

x, y, n, d, *rest = map(int, sys.stdin.read().split())
vectors = list(zip(rest[0::2], rest[1::2]))
inside = lambda px, py: px * px + py * py <= d * d
if n < 2:
    win = {}
    at = lambda px, py: (px, py)
else:
    win = [[False] * (d + 1) for _ in range(d + 1)]
    at = None
for px in range(d, -d - 1, -1):
    for py in range(d, -d - 1, -1):
        if inside(px, py):
            value = any(
                inside(px + a, py + b)
                and not (win[px + a, py + b] if at else win[px + a][py + b])
                for a, b in vectors
            )
            if at:
                win[px, py] = value
            else:
                win[px][py] = value
start = time.process_time()
while time.process_time() - start < 0.07:
    pass
print("Anton" if (win[x, y] if at else win[x][y]) else "Dasha")
