// Careful C++ for `tag`, the benchmarks' reference: the counter search (retrograde analysis,
// one u16 counter per Takahashi-to-move state), answers written with one fwrite. Valid input
// assumed. Two readers, both hand-written byte loops:
// - by default the whole input is read with fread into one buffer, and the loop stops at a
//   sentinel after its end;
// - with -DGETCHAR, through the 64 KB buffer refilled by fread that most contestants write.
// Build: g++ -O2 -std=c++17 -o target/cpp-tag benches/cpp/tag.cpp
//        g++ -O2 -std=c++17 -DGETCHAR -o target/cpp-tag-gc benches/cpp/tag.cpp
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifdef GETCHAR
static char buf[1 << 16];
static size_t len = 0, at = 0;

static inline int gc() {
    if (at == len) {
        len = fread(buf, 1, sizeof buf, stdin);
        at = 0;
        if (len == 0) return -1;
    }
    return buf[at++];
}

static unsigned next_uint() {
    int c = gc();
    while (c < '0') c = gc();
    unsigned v = 0;
    for (; c >= '0'; c = gc()) v = v * 10 + (c - '0');
    return v;
}

static void read_input() {}
#else
static std::vector<char> in;
static size_t at = 0;

static unsigned next_uint() {
    while (in[at] < '0') at++;
    unsigned v = 0;
    while (in[at] >= '0') v = v * 10 + (in[at++] - '0');
    return v;
}

static void read_input() {
    size_t cap = 1 << 16, len = 0;
    in.resize(cap);
    for (size_t got; (got = fread(in.data() + len, 1, cap - len, stdin)) > 0;) {
        len += got;
        if (len == cap) in.resize(cap *= 2);
    }
    in.resize(len + 1);
    in[len] = 0;  // a sentinel below '0' ends the last number
}
#endif

int main() {
    read_input();
    unsigned n = next_uint(), m = next_uint();
    std::vector<std::vector<char>> adj(n, std::vector<char>(n, 0));
    for (unsigned i = 0; i < m; i++) {
        unsigned u = next_uint() - 1, v = next_uint() - 1;
        if (u != v) adj[u][v] = 1;
    }
    std::vector<std::vector<unsigned>> pred(n);
    std::vector<uint16_t> moves(n, 1);
    for (unsigned u = 0; u < n; u++)
        for (unsigned v = 0; v < n; v++)
            if (adj[u][v]) pred[v].push_back(u), moves[u]++;
    // left[r * n + s]: Takahashi's moves from (s, r) not yet known to lose; 0 once caught.
    std::vector<uint16_t> left((size_t)n * n);
    std::vector<char> caught_a((size_t)n * n, 0);
    std::vector<uint32_t> stack_a, stack_t;
    for (unsigned r = 0; r < n; r++)
        for (unsigned s = 0; s < n; s++) left[(size_t)r * n + s] = moves[s];
    for (unsigned s = 0; s < n; s++) {
        left[(size_t)s * n + s] = 0;
        stack_t.push_back(s * n + s);
    }
    while (!stack_a.empty() || !stack_t.empty()) {
        if (!stack_a.empty()) {
            uint32_t a = stack_a.back();
            stack_a.pop_back();
            unsigned s = a / n, r = a % n;
            auto lose = [&](unsigned p) {
                uint16_t &c = left[(size_t)r * n + p];
                if (c && --c == 0) stack_t.push_back(r * n + p);
            };
            lose(s);
            for (unsigned p : pred[s]) lose(p);
        } else {
            uint32_t t = stack_t.back();
            stack_t.pop_back();
            unsigned r = t / n, s = t % n;
            auto catches = [&](unsigned q) {
                char &c = caught_a[(size_t)s * n + q];
                if (!c) c = 1, stack_a.push_back(s * n + q);
            };
            catches(r);
            for (unsigned q : pred[r]) catches(q);
        }
    }
    unsigned q = next_uint();
    std::vector<char> out((size_t)q * 4);
    size_t end = 0;
    for (unsigned i = 0; i < q; i++) {
        unsigned s = next_uint() - 1, r = next_uint() - 1;
        if (left[(size_t)r * n + s]) out[end++] = 'Y', out[end++] = 'E', out[end++] = 'S';
        else out[end++] = 'N', out[end++] = 'O';
        out[end++] = '\n';
    }
    fwrite(out.data(), 1, end, stdout);
}
