/* errmsg.h: the one-line error message of a library function: formats it
 * into the caller's buffer err (errlen bytes, cut short if longer) and
 * returns -1, the failure code, so that `return errmsg(err, errlen, ...)`
 * fails in one statement. */
#ifndef POSPROOF_ERRMSG_H
#define POSPROOF_ERRMSG_H

#include <stdarg.h>
#include <stdio.h>

__attribute__((format(printf, 3, 4))) static inline int errmsg(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

#endif
