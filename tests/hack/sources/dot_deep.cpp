// A right `dot` solution that first recurses 10^6 deep, with about 100 bytes a frame: 100 MB
// of stack, which both judges give.
#include "dot.hpp"

static long deep(int depth) {
    volatile char frame[64];
    frame[0] = (char)depth;
    if (depth == 0) return 0;
    return deep(depth - 1) + frame[0];
}

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]);
    fprintf(stderr, "%ld\n", deep(1000000));
    printf("%s\n", winner(x, y, vx, vy, d));
}
