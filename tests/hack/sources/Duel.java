// A right `duel` solution as a contestant writes it in Java: the start's component of the
// medial graph found by a BFS over boxed lists and a hash map, then two Hopcroft-Karp runs (the
// first player wins iff the start is in every maximum matching). It allocates freely, so the
// JVM grows its heap by need, and commits more or less of it from one run to the next.
import java.io.*;
import java.util.*;

public class Duel {
    static int n, m;
    static boolean[] free;

    static boolean okH(long c) { return c >= 0 && c % m + 1 < m && free[(int) c] && free[(int) c + 1]; }
    static boolean okV(long c) { return c >= 0 && c + m < (long) n * m && free[(int) c] && free[(int) (c + m)]; }

    // Neighbours of edge id (2c: horizontal c-c+1, 2c+1: vertical c-c+m).
    static List<Long> around(long id) {
        long c = id / 2;
        List<Long> out = new ArrayList<>();
        if (id % 2 == 0) {
            for (long v : new long[] {c, c - m, c + 1, c + 1 - m})
                if (c % m + 1 < m && okV(v)) out.add(2 * v + 1);
        } else {
            for (long h : new long[] {c, c - 1, c + m, c + m - 1})
                if (h >= 0 && h % m <= c % m && c % m - h % m <= 1 && okH(h)) out.add(2 * h);
        }
        return out;
    }

    static List<List<Integer>> adj;
    static int[] ml, mr, dist;
    static int nl, nr;

    static boolean bfs() {
        ArrayDeque<Integer> q = new ArrayDeque<>();
        boolean found = false;
        for (int u = 0; u < nl; u++) {
            if (ml[u] < 0) { dist[u] = 0; q.add(u); } else dist[u] = -1;
        }
        while (!q.isEmpty()) {
            int u = q.poll();
            for (int v : adj.get(u)) {
                int w = mr[v];
                if (w < 0) found = true;
                else if (dist[w] < 0) { dist[w] = dist[u] + 1; q.add(w); }
            }
        }
        return found;
    }

    static boolean dfs(int u) {
        for (int v : adj.get(u)) {
            int w = mr[v];
            if (w < 0 || (dist[w] == dist[u] + 1 && dfs(w))) { ml[u] = v; mr[v] = u; return true; }
        }
        dist[u] = -1;
        return false;
    }

    static int matching(List<Long> order, Map<Long, Integer> index, int[] side, boolean withoutStart) {
        adj = new ArrayList<>();
        for (int i = 0; i < nl; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < order.size(); i++) {
            if (order.get(i) % 2 != 0 || (withoutStart && i == 0)) continue;
            for (long e : around(order.get(i))) {
                int j = index.get(e);
                if (!(withoutStart && j == 0)) adj.get(side[i]).add(side[j]);
            }
        }
        ml = new int[nl]; mr = new int[nr]; dist = new int[nl];
        Arrays.fill(ml, -1); Arrays.fill(mr, -1);
        int size = 0;
        while (bfs())
            for (int u = 0; u < nl; u++)
                if (ml[u] < 0 && dfs(u)) size++;
        return size;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        n = Integer.parseInt(st.nextToken());
        m = Integer.parseInt(st.nextToken());
        free = new boolean[n * m];
        long a = -1, b = -1;
        for (int i = 0; i < n; i++) {
            String row = in.readLine().trim();
            for (int j = 0; j < m; j++) {
                char ch = row.charAt(j);
                free[i * m + j] = ch != '#';
                if (ch == 'A') a = (long) i * m + j;
                if (ch == 'B') b = (long) i * m + j;
            }
        }
        long lo = Math.min(a, b), hi = Math.max(a, b);
        long start = hi == lo + 1 ? 2 * lo : 2 * lo + 1;
        List<Long> order = new ArrayList<>();
        Map<Long, Integer> index = new HashMap<>();
        order.add(start);
        index.put(start, 0);
        for (int h = 0; h < order.size(); h++)
            for (long e : around(order.get(h)))
                if (!index.containsKey(e)) { index.put(e, order.size()); order.add(e); }
        int[] side = new int[order.size()];
        nl = 0; nr = 0;
        for (int i = 0; i < order.size(); i++) side[i] = order.get(i) % 2 == 0 ? nl++ : nr++;
        boolean first = matching(order, index, side, false) > matching(order, index, side, true);
        System.out.println(first ? "Frost_Ice" : "Febleaf");
    }
}
