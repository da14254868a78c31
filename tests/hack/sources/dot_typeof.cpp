// Builds with GNU extensions only (`typeof`): AtCoder's -std=gnu++2b, not Codeforces' -std=c++20.
#include <cstdio>

int main() {
    long long n = 0;
    typeof(n) m = n;
    std::printf("%lld\n", m);
}
