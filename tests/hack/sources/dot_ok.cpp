// A right `dot` solution, read with scanf.
#include "dot.hpp"

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]);
    printf("%s\n", winner(x, y, vx, vy, d));
}
