// A `dot` solution with a table for every point with coordinates up to 200, read at a move's
// end before the move is checked to stay inside: past the table once a move lands past 200.
// The bytes read there are the spare rows after it, never written: the answers are right,
// and only a sanitizer sees the read. The smallest such input: `0 0 1 1` with the vector `200 0`.
#include <cstdio>

static struct {
    bool win[401][401];
    bool spare[200][401];
} table;
static bool (&win)[401][401] = table.win;
static int vx[20], vy[20];

int main() {
    int x, y, n, d;
    if (scanf("%d %d %d %d", &x, &y, &n, &d) != 4) return 1;
    for (int i = 0; i < n; i++) scanf("%d %d", &vx[i], &vy[i]);
    for (int px = d; px >= -d; px--)
        for (int py = d; py >= -d; py--) {
            if (px * px + py * py > d * d) continue;
            bool w = false;
            for (int i = 0; i < n; i++) {
                int qx = px + vx[i], qy = py + vy[i];
                if (!win[qx + 200][qy + 200] && qx * qx + qy * qy <= d * d) w = true;
            }
            win[px + 200][py + 200] = w;
        }
    printf("%s\n", win[x + 200][y + 200] ? "Anton" : "Dasha");
}
