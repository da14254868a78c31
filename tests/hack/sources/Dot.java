// A right `dot` solution in Java.
import java.util.Scanner;

public class Dot {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int x = in.nextInt(), y = in.nextInt(), n = in.nextInt(), d = in.nextInt();
        int[] vx = new int[n], vy = new int[n];
        for (int i = 0; i < n; i++) { vx[i] = in.nextInt(); vy[i] = in.nextInt(); }
        int side = 2 * d + 1;
        boolean[] win = new boolean[side * side];
        for (int px = d; px >= -d; px--)
            for (int py = d; py >= -d; py--) {
                if (px * px + py * py > d * d) continue;
                boolean w = false;
                for (int i = 0; i < n; i++) {
                    int qx = px + vx[i], qy = py + vy[i];
                    if (qx * qx + qy * qy <= d * d && !win[(qx + d) * side + qy + d]) w = true;
                }
                win[(px + d) * side + py + d] = w;
            }
        System.out.println(win[(x + d) * side + y + d] ? "Anton" : "Dasha");
    }
}
