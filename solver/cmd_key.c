/* cmd_key.c: `posproof key`: its options read (options.c), then key.c. */
#include "cmd.h"
#include "key.h"

int cmd_key(int argc, char **argv)
{
    options o;
    int rc = command_options(argc, argv, &o);
    return rc ? rc : key_run(&o.sp, o.legacy_key, o.kind);
}
