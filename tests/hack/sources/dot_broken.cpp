// Does not build: a type error.
#include <cstdio>

int main() {
    int x = "a string";
    printf("%d\n", x);
}
