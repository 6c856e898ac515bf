// The wall clock a render's code reads: a still picture is one moment (the shot's `now`), so an app's own
// `Date()` in a formatter draws the same text on every run. These definitions stand in for the C library's in the
// executables that link them (Foundation calls them, statically or through the dynamic linker); a thread that has
// not frozen its clock reads the C library's.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>
#include <time.h>

#include "FrozenClock.h"

static __thread int frozen;
static __thread struct timespec frozen_at;

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);
typedef int (*gettimeofday_function)(struct timeval *, void *);
typedef time_t (*time_function)(time_t *);

void chatshot_clock_freeze(double seconds) {
    double whole = (double)(long long)seconds;
    if (whole > seconds) whole -= 1;
    frozen_at.tv_sec = (time_t)whole;
    frozen_at.tv_nsec = (long)((seconds - whole) * 1e9);
    if (frozen_at.tv_nsec >= 1000000000L) frozen_at.tv_nsec = 999999999L;
    frozen = 1;
}

void chatshot_clock_thaw(void) { frozen = 0; }

static int is_wall_clock(clockid_t id) {
    return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE
#ifdef CLOCK_TAI
        || id == CLOCK_TAI
#endif
        ;
}

// The C library's functions, found once before `main` (never from a signal handler or an allocator's first call);
// a lookup that fails leaves the system call or a computation from it in their place.
static clock_gettime_function next_clock_gettime;
static gettimeofday_function next_gettimeofday;
static time_function next_time;

__attribute__((constructor)) static void find_the_c_librarys_clock(void) {
    next_clock_gettime = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
    next_gettimeofday = (gettimeofday_function)dlsym(RTLD_NEXT, "gettimeofday");
    next_time = (time_function)dlsym(RTLD_NEXT, "time");
}

static int system_clock_gettime(clockid_t id, struct timespec *ts) {
    if (next_clock_gettime != NULL) return next_clock_gettime(id, ts);
    return (int)syscall(SYS_clock_gettime, id, ts);
}

int clock_gettime(clockid_t id, struct timespec *ts) {
    if (frozen && ts != NULL && is_wall_clock(id)) {
        *ts = frozen_at;
        return 0;
    }
    return system_clock_gettime(id, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    if (frozen && tv != NULL) {
        tv->tv_sec = frozen_at.tv_sec;
        tv->tv_usec = frozen_at.tv_nsec / 1000;
        return 0;
    }
    if (next_gettimeofday != NULL) return next_gettimeofday(tv, tz);
    struct timespec now;
    if (system_clock_gettime(CLOCK_REALTIME, &now) != 0) return -1;
    if (tv != NULL) {
        tv->tv_sec = now.tv_sec;
        tv->tv_usec = now.tv_nsec / 1000;
    }
    return 0;
}

time_t time(time_t *out) {
    time_t seconds;
    if (frozen) {
        seconds = frozen_at.tv_sec;
    } else if (next_time != NULL) {
        return next_time(out);
    } else {
        struct timespec now;
        seconds = system_clock_gettime(CLOCK_REALTIME, &now) == 0 ? now.tv_sec : (time_t)-1;
    }
    if (out != NULL) *out = seconds;
    return seconds;
}
