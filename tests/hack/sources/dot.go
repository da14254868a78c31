// A right `dot` solution in Go.
package main

import "fmt"

func main() {
	var x, y, n, d int
	fmt.Scan(&x, &y, &n, &d)
	vx, vy := make([]int, n), make([]int, n)
	for i := range vx {
		fmt.Scan(&vx[i], &vy[i])
	}
	side := 2*d + 1
	win := make([]bool, side*side)
	for px := d; px >= -d; px-- {
		for py := d; py >= -d; py-- {
			if px*px+py*py > d*d {
				continue
			}
			w := false
			for i := range vx {
				qx, qy := px+vx[i], py+vy[i]
				if qx*qx+qy*qy <= d*d && !win[(qx+d)*side+qy+d] {
					w = true
				}
			}
			win[(px+d)*side+py+d] = w
		}
	}
	if win[(x+d)*side+y+d] {
		fmt.Println("Anton")
	} else {
		fmt.Println("Dasha")
	}
}
