/* main.c - posproof-check-core: the core alone (cli.c has the command line). */
#include "core.h"

int main(int argc, char **argv) {
    return check_main(argc, argv, NULL);
}
