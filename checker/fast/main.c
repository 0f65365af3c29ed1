/* main.c - posproof-check: the core's command line with the fast layer's
 * replay (fast.c); --plain runs the core's own. */
#include "fast.h"

extern const engine_t fast_engine;

int main(int argc, char **argv)
{
    return check_main(argc, argv, &fast_engine);
}
