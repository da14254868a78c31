// A right `dot` solution that declares a 400 MB static array and touches a few bytes of it:
// Windows commits it whole (MLE on Codeforces), Linux only the pages touched.
#include "dot.hpp"

static int id[5001][5001][4];

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]), id[i][i][0] = vx[i];
    printf("%s\n", winner(x, y, vx, vy, d));
    fprintf(stderr, "%d\n", id[n - 1][n - 1][0]);
}
