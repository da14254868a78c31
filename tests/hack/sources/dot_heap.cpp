// A right `dot` solution that reads one past the end of an array on the heap, looking for a
// repeated vector: the byte read there changes nothing, so only a sanitizer sees it.
#include "dot.hpp"

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    int *sums = new int[n];
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]), sums[i] = vx[i] + vy[i];
    int repeated = 0;
    for (int i = 0; i < n; i++) repeated += sums[i] == sums[i + 1];
    printf("%s\n", winner(x, y, vx, vy, d));
    fprintf(stderr, "%d\n", repeated > n);
    delete[] sums;
}
