/* A right `dot` solution in C that reads its input as Codeforces-style readers do: its size
   from fseek and ftell, then all of it at once. From a pipe it would read nothing. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    if (fseek(stdin, 0, SEEK_END) != 0) return 1;
    long size = ftell(stdin);
    rewind(stdin);
    char *text = malloc(size + 1);
    size_t got = fread(text, 1, size, stdin);
    text[got] = 0;
    char *p = text;
    int x = strtol(p, &p, 10), y = strtol(p, &p, 10), n = strtol(p, &p, 10),
        d = strtol(p, &p, 10);
    int vx[20], vy[20];
    for (int i = 0; i < n; i++) vx[i] = strtol(p, &p, 10), vy[i] = strtol(p, &p, 10);
    int side = 2 * d + 1;
    char *win = calloc(side * side, 1);
    for (int px = d; px >= -d; px--)
        for (int py = d; py >= -d; py--) {
            if (px * px + py * py > d * d) continue;
            int w = 0;
            for (int i = 0; i < n; i++) {
                int qx = px + vx[i], qy = py + vy[i];
                if (qx * qx + qy * qy <= d * d && !win[(qx + d) * side + qy + d]) w = 1;
            }
            win[(px + d) * side + py + d] = w;
        }
    puts(win[(x + d) * side + y + d] ? "Anton" : "Dasha");
    return 0;
}
