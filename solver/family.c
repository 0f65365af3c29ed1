/* family.c: the table of game families (family.h) and what reads it. */
#include "family.h"

#include <stdio.h>
#include <string.h>

extern const family_def family_maker_breaker, family_avoider_enforcer, family_monotone_avoider_enforcer,
    family_ramsey, family_subh, family_shared, family_waiter_client, family_client_waiter, family_picker_chooser,
    family_chooser_picker;

/* FORMAT.md 4.2's order, which the messages and the help follow. */
const family_def *const family_table[] = {&family_maker_breaker, &family_avoider_enforcer,
                                          &family_monotone_avoider_enforcer, &family_ramsey, &family_subh,
                                          &family_shared, &family_waiter_client, &family_client_waiter,
                                          &family_picker_chooser, &family_chooser_picker, NULL};

const family_def *family_named(const char *name, int chosen)
{
    for (const family_def *const *f = family_table; *f; f++)
        if ((*f)->chosen == chosen && strcmp(family_word(*f), name) == 0)
            return *f;
    return NULL;
}

const family_def *family_of_header(const char *family, const char *rule)
{
    for (const family_def *const *f = family_table; *f; f++)
        if (strcmp((*f)->name, family) == 0 &&
            ((*f)->chosen == FAMILY_BY_GAME || strcmp((*f)->header_rule ? (*f)->header_rule : "", rule) == 0))
            return *f;
    return NULL;
}

int family_role(const family_def *fd, const char *s)
{
    return strcmp(s, fd->role[0]) == 0 ? 0 : strcmp(s, fd->role[1]) == 0 ? 1 : -1;
}

static int selected(const family_def *f, int which)
{
    return which == FAMILY_LIST_OFFER    ? f->first == FIRST_OFFERER
         : which == FAMILY_LIST_BIASED ? f->biased
         : which == FAMILY_LIST_BY_GAME ? f->chosen == FAMILY_BY_GAME
                                        : f->chosen == FAMILY_BY_RULE;
}

void family_list(char *out, size_t len, int which, int titles, const char *sep, const char *last)
{
    int k = 0, count = 0;
    size_t at = 0;
    out[0] = 0;
    for (const family_def *const *f = family_table; *f; f++)
        count += selected(*f, which);
    for (const family_def *const *f = family_table; *f && at < len; f++)
        if (selected(*f, which)) {
            const char *s = k == 0 ? "" : k == count - 1 ? last : sep;
            at += (size_t)snprintf(out + at, len - at, "%s%s", s, titles ? (*f)->title : family_word(*f));
            k++;
        }
}
