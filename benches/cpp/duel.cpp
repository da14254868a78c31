// Careful C++ for `duel` (Codeforces gym 105267H), the benchmarks' reference: Undirected
// Vertex Geography on the medial graph of the start's component (configurations are grid
// edges, moves join perpendicular edges that share a cell); the first player wins iff the
// start is in every maximum matching, i.e. iff removing it lowers the matching number.
// Two Hopcroft-Karp runs. Valid input assumed.
// Build: g++ -O2 -std=c++17 -o target/cpp-duel benches/cpp/duel.cpp
#include <cstdio>
#include <cstring>
#include <queue>
#include <string>
#include <vector>

static int n, m;
static std::vector<char> freec;

static bool ok_h(long c) { return c >= 0 && c % m + 1 < m && freec[c] && freec[c + 1]; }
static bool ok_v(long c) { return c >= 0 && c + m < (long)n * m && freec[c] && freec[c + m]; }

// Neighbours of edge id (2c: horizontal c-c+1, 2c+1: vertical c-c+m).
static int around(long id, long out[4]) {
    long c = id / 2;
    int k = 0;
    if (id % 2 == 0) {
        long cand[4] = {c, c - m, c + 1, c + 1 - m};
        for (long v : cand) if (c % m + 1 < m && ok_v(v)) out[k++] = 2 * v + 1;
    } else {
        long cand[4] = {c, c - 1, c + m, c + m - 1};
        for (long h : cand) if (h >= 0 && (h % m) <= (c % m) && (c % m) - (h % m) <= 1 && ok_h(h)) out[k++] = 2 * h;
    }
    return k;
}

struct HK {
    int nl, nr;
    std::vector<std::vector<int>> adj;
    std::vector<int> ml, mr, dist;
    bool bfs() {
        std::queue<int> q;
        bool found = false;
        for (int u = 0; u < nl; u++) {
            if (ml[u] < 0) dist[u] = 0, q.push(u);
            else dist[u] = -1;
        }
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            for (int v : adj[u]) {
                int w = mr[v];
                if (w < 0) found = true;
                else if (dist[w] < 0) dist[w] = dist[u] + 1, q.push(w);
            }
        }
        return found;
    }
    bool dfs(int u) {
        for (int v : adj[u]) {
            int w = mr[v];
            if (w < 0 || (dist[w] == dist[u] + 1 && dfs(w))) {
                ml[u] = v, mr[v] = u;
                return true;
            }
        }
        dist[u] = -1;
        return false;
    }
    int run() {
        ml.assign(nl, -1), mr.assign(nr, -1), dist.assign(nl, 0);
        int size = 0;
        while (bfs())
            for (int u = 0; u < nl; u++)
                if (ml[u] < 0 && dfs(u)) size++;
        return size;
    }
};

int main() {
    if (scanf("%d %d", &n, &m) != 2) return 1;
    freec.assign((size_t)n * m, 0);
    long a = -1, b = -1;
    static char row[1 << 20];
    for (int i = 0; i < n; i++) {
        scanf("%s", row);
        for (int j = 0; j < m; j++) {
            char ch = row[j];
            freec[(size_t)i * m + j] = ch != '#';
            if (ch == 'A') a = (long)i * m + j;
            if (ch == 'B') b = (long)i * m + j;
        }
    }
    long lo = a < b ? a : b, hi = a < b ? b : a;
    long start = hi == lo + 1 ? 2 * lo : 2 * lo + 1;
    // The start's component, numbered by a BFS; horizontal edges on the left.
    std::vector<int> index((size_t)2 * n * m, -1);
    std::vector<long> order{start};
    index[start] = 0;
    long out[4];
    for (size_t h = 0; h < order.size(); h++) {
        int k = around(order[h], out);
        for (int i = 0; i < k; i++)
            if (index[out[i]] < 0) index[out[i]] = order.size(), order.push_back(out[i]);
    }
    std::vector<int> side(order.size());
    int nl = 0, nr = 0;
    for (size_t i = 0; i < order.size(); i++) side[i] = order[i] % 2 == 0 ? nl++ : nr++;
    auto matching = [&](bool without_start) {
        HK hk;
        hk.nl = nl, hk.nr = nr, hk.adj.assign(nl, {});
        for (size_t i = 0; i < order.size(); i++) {
            if (order[i] % 2 != 0 || (without_start && i == 0)) continue;
            int k = around(order[i], out);
            for (int j = 0; j < k; j++)
                if (!(without_start && index[out[j]] == 0)) hk.adj[side[i]].push_back(side[index[out[j]]]);
        }
        return hk.run();
    };
    puts(matching(false) > matching(true) ? "Frost_Ice" : "Febleaf");
}
