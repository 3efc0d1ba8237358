#include <libinput.h>
// libinput.h includes <libudev.h>; Playhead also uses libudev directly (touchpad checks, `playhead devices`).
#include <libudev.h>
