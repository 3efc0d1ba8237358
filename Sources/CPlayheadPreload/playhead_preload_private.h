// Shared by the preload library's two files; not part of any API (the library only overrides libc).
#ifndef PLAYHEAD_PRELOAD_PRIVATE_H
#define PLAYHEAD_PRELOAD_PRIVATE_H

// The next definition of a libc function, looked up once (a benign race: every thread finds the same).
#define NEXT(name)                                                        \
  ({                                                                      \
    static __typeof__(&name) next_##name;                                 \
    if (next_##name == NULL) next_##name = dlsym(RTLD_NEXT, #name);       \
    next_##name;                                                          \
  })

/// Sends the "remove" uevent of the testbed's touchpad to its udev monitors (playhead_preload_uevent.c).
__attribute__((visibility("hidden"))) void playhead_send_remove_uevent(void);

#endif
