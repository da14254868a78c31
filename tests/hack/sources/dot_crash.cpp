// A right `dot` solution that writes through a null pointer when given two vectors or more:
// a crash (RE) that the sanitizers would name.
#include "dot.hpp"

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]);
    int here = 0;
    volatile int *nowhere = n >= 2 ? nullptr : &here;
    *nowhere = 1;
    printf("%s\n", winner(x, y, vx, vy, d));
}
