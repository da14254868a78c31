// The `dot` game without reflections, which never change the winner: a table of wins over the
// points inside the circle, filled against the moves (whose components are not negative).
#include <cstdio>
#include <vector>

static const char *winner(int x, int y, const std::vector<int> &vx, const std::vector<int> &vy,
                          int d) {
    int side = 2 * d + 1;
    std::vector<char> win(side * side, 0);
    auto inside = [&](int px, int py) { return px * px + py * py <= d * d; };
    for (int px = d; px >= -d; px--)
        for (int py = d; py >= -d; py--) {
            if (!inside(px, py)) continue;
            bool w = false;
            for (size_t i = 0; i < vx.size(); i++) {
                int qx = px + vx[i], qy = py + vy[i];
                if (inside(qx, qy) && !win[(qx + d) * side + qy + d]) w = true;
            }
            win[(px + d) * side + py + d] = w;
        }
    return win[(x + d) * side + y + d] ? "Anton" : "Dasha";
}
