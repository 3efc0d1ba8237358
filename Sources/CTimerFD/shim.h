// Linux's timerfd (glibc's <sys/timerfd.h>), which the Glibc module leaves out: the engine loop's timers.
#include <sys/timerfd.h>
