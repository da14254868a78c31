// A right `dot` solution that reads its input as AtCoder-style fast readers do: mmap of
// fstat(0)'s size. From a pipe it would read nothing.
#include "dot.hpp"
#include <sys/mman.h>
#include <sys/stat.h>

int main() {
    struct stat st;
    if (fstat(0, &st) != 0 || st.st_size == 0) return 1;
    const char *p = (const char *)mmap(nullptr, st.st_size, PROT_READ, MAP_PRIVATE, 0, 0);
    if (p == MAP_FAILED) return 1;
    const char *end = p + st.st_size;
    auto next = [&]() {
        while (p < end && !(*p == '-' || (*p >= '0' && *p <= '9'))) p++;
        int sign = 1, v = 0;
        if (*p == '-') sign = -1, p++;
        while (p < end && *p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        return sign * v;
    };
    int x = next(), y = next(), n = next(), d = next();
    std::vector<int> vx(n), vy(n);
    for (int i = 0; i < n; i++) vx[i] = next(), vy[i] = next();
    printf("%s\n", winner(x, y, vx, vy, d));
}
