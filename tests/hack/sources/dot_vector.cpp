// A right `dot` solution that reads a vector one past its end, when the start is the
// origin: libstdc++'s debug mode sees it, a judge's build does not.
#include "dot.hpp"

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]);
    long last = 0;
    if (x == 0 && y == 0) last = vx[n];
    printf("%s\n", winner(x, y, vx, vy, d));
    fprintf(stderr, "%ld\n", last & 0);
}
