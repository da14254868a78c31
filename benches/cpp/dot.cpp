// Careful C++ for `dot` (Codeforces 69D), the benchmarks' reference: the reflection-free game
// (reflections never change the winner) as a table over [x0, d] x [y0, d], filled from the
// far corner down, one byte per point. Valid input assumed.
// Build: g++ -O2 -std=c++17 -o target/cpp-dot benches/cpp/dot.cpp
#include <cstdio>
#include <vector>

int main() {
    int x0, y0, n, d;
    if (scanf("%d %d %d %d", &x0, &y0, &n, &d) != 4) return 1;
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]);
    int w = d - y0 + 1;
    // win[(x - x0) * w + (y - y0)]: the player to move at (x, y) wins; points outside stay 0.
    std::vector<char> win((size_t)(d - x0 + 1) * w, 0);
    for (int x = d; x >= x0; x--)
        for (int y = d; y >= y0; y--) {
            if (x * x + y * y > d * d) continue;
            char w_ = 0;
            for (int i = 0; i < n && !w_; i++) {
                int a = x + vx[i], b = y + vy[i];
                if (a * a + b * b <= d * d && !win[(size_t)(a - x0) * w + (b - y0)]) w_ = 1;
            }
            win[(size_t)(x - x0) * w + (y - y0)] = w_;
        }
    puts(win[0] ? "Anton" : "Dasha");
}
