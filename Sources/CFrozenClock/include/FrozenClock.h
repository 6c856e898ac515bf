#ifndef CHATSHOT_FROZEN_CLOCK_H
#define CHATSHOT_FROZEN_CLOCK_H

/// Stops the wall clock at `seconds` since 1970 for the calling thread: `clock_gettime(CLOCK_REALTIME…)`,
/// `gettimeofday` and `time` (and so Foundation's `Date()`) read that moment there until `chatshot_clock_thaw`.
/// Other threads, and the monotonic clocks, are not affected.
void chatshot_clock_freeze(double seconds);

/// Lets the calling thread's wall clock run again.
void chatshot_clock_thaw(void);

#endif
