// A right `dot` solution that also hashes the vectors in an int, for nothing: the hash
// overflows once the vectors are many and long, which is undefined behaviour.
#include "dot.hpp"

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    std::vector<int> vx(n), vy(n);
    int hash = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d %d", &vx[i], &vy[i]);
        hash = hash * 1000 + vx[i] + vy[i];
    }
    printf("%s\n", winner(x, y, vx, vy, d));
    fprintf(stderr, "%d\n", hash & 1);
}
