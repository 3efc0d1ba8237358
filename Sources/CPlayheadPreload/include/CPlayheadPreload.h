// The preload library has no C API: it only overrides libc symbols (see playhead_preload.c).
