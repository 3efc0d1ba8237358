/// Playhead's bundled demo recording, replayed by `playhead demo` where the virtual-touchpad testbed
/// cannot run: `libinput debug-events` text in libinput 1.22's layout, for an emulated 100 × 56 mm pad.
///
/// The sequence: (1) a slow 3-finger swipe down of 15 mm, resting before release → cancel; (2) a
/// 40 mm swipe down past the threshold → finish (flip now dismisses with a swipe up); (3) a flick up
/// of 9 mm in 72 ms → finish by velocity; (4) a 31 mm swipe down released at about 0.55, re-grabbed
/// 120 ms into its finish and dragged back up; (5) a 2-finger pinch in to scale 0.35 on `pop`.
///
/// Generated (not recorded) by this script, kept here so it can be regenerated:
///
///     MM = 1000 / 25.4   # libinput's unaccelerated units are 1000 dpi
///     STEP = 0.012       # an 83 Hz touchpad
///     # minimum-jerk profile s(u) = 10u³ − 15u⁴ + 6u⁵ for each segment; a "rest" adds time, no updates;
///     # accelerated deltas = 1.3 × unaccelerated; lines formatted " event12  %-23s %+6.3fs\t…"
///     swipe(1.000, 3, [(0.9, 0, 15, mj), (0.25, rest)])
///     swipe(4.000, 3, [(0.7, 0, 40, mj), (0.2, rest)])
///     swipe(7.000, 3, [(0.072, 0, -9, linear)])
///     t = swipe(9.500, 3, [(0.5, 0, 31, mj)]); swipe(t + 0.120, 3, [(0.6, 0, -25, mj), (0.2, rest)])
///     pinch(13.000, 2, 0.6 s, scale 1 → 0.35)
enum DemoRecording {
  static let name = "demo-recording (bundled)"

  static let text = """
    -event12  DEVICE_ADDED            Playhead Demo Touchpad            seat0 default group1  cap:pg  size 100x56mm tap(dl off) left scroll-nat scroll-2fg-edge click-buttonareas-clickfinger dwt-on
     event12  GESTURE_SWIPE_BEGIN     +1.000s	3
     event12  GESTURE_SWIPE_UPDATE    +1.012s	3  0.00/ 0.02 ( 0.00/ 0.01 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.024s	3  0.00/ 0.12 ( 0.00/ 0.09 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.036s	3  0.00/ 0.32 ( 0.00/ 0.25 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.048s	3  0.00/ 0.61 ( 0.00/ 0.47 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.060s	3  0.00/ 0.98 ( 0.00/ 0.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.072s	3  0.00/ 1.42 ( 0.00/ 1.09 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.084s	3  0.00/ 1.93 ( 0.00/ 1.48 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.096s	3  0.00/ 2.49 ( 0.00/ 1.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.108s	3  0.00/ 3.10 ( 0.00/ 2.39 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.120s	3  0.00/ 3.76 ( 0.00/ 2.89 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.132s	3  0.00/ 4.45 ( 0.00/ 3.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.144s	3  0.00/ 5.18 ( 0.00/ 3.98 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.156s	3  0.00/ 5.92 ( 0.00/ 4.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.168s	3  0.00/ 6.69 ( 0.00/ 5.15 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.180s	3  0.00/ 7.47 ( 0.00/ 5.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.192s	3  0.00/ 8.25 ( 0.00/ 6.35 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.204s	3  0.00/ 9.04 ( 0.00/ 6.96 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.216s	3  0.00/ 9.83 ( 0.00/ 7.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.228s	3  0.00/10.60 ( 0.00/ 8.16 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.240s	3  0.00/11.37 ( 0.00/ 8.74 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.252s	3  0.00/12.11 ( 0.00/ 9.32 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.264s	3  0.00/12.84 ( 0.00/ 9.88 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.276s	3  0.00/13.54 ( 0.00/10.42 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.288s	3  0.00/14.21 ( 0.00/10.93 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.300s	3  0.00/14.86 ( 0.00/11.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.312s	3  0.00/15.46 ( 0.00/11.89 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.324s	3  0.00/16.03 ( 0.00/12.33 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.336s	3  0.00/16.56 ( 0.00/12.74 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.348s	3  0.00/17.04 ( 0.00/13.11 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.360s	3  0.00/17.48 ( 0.00/13.45 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.372s	3  0.00/17.88 ( 0.00/13.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.384s	3  0.00/18.22 ( 0.00/14.02 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.396s	3  0.00/18.51 ( 0.00/14.24 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.408s	3  0.00/18.76 ( 0.00/14.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.420s	3  0.00/18.95 ( 0.00/14.57 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.432s	3  0.00/19.08 ( 0.00/14.68 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.444s	3  0.00/19.16 ( 0.00/14.74 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.456s	3  0.00/19.19 ( 0.00/14.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.468s	3  0.00/19.16 ( 0.00/14.74 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.480s	3  0.00/19.08 ( 0.00/14.68 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.492s	3  0.00/18.95 ( 0.00/14.57 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.504s	3  0.00/18.76 ( 0.00/14.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.516s	3  0.00/18.51 ( 0.00/14.24 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.528s	3  0.00/18.22 ( 0.00/14.02 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.540s	3  0.00/17.88 ( 0.00/13.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.552s	3  0.00/17.48 ( 0.00/13.45 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.564s	3  0.00/17.04 ( 0.00/13.11 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.576s	3  0.00/16.56 ( 0.00/12.74 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.588s	3  0.00/16.03 ( 0.00/12.33 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.600s	3  0.00/15.46 ( 0.00/11.89 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.612s	3  0.00/14.86 ( 0.00/11.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.624s	3  0.00/14.21 ( 0.00/10.93 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.636s	3  0.00/13.54 ( 0.00/10.42 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.648s	3  0.00/12.84 ( 0.00/ 9.88 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.660s	3  0.00/12.11 ( 0.00/ 9.32 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.672s	3  0.00/11.37 ( 0.00/ 8.74 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.684s	3  0.00/10.60 ( 0.00/ 8.16 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.696s	3  0.00/ 9.83 ( 0.00/ 7.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.708s	3  0.00/ 9.04 ( 0.00/ 6.96 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.720s	3  0.00/ 8.25 ( 0.00/ 6.35 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.732s	3  0.00/ 7.47 ( 0.00/ 5.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.744s	3  0.00/ 6.69 ( 0.00/ 5.15 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.756s	3  0.00/ 5.92 ( 0.00/ 4.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.768s	3  0.00/ 5.18 ( 0.00/ 3.98 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.780s	3  0.00/ 4.45 ( 0.00/ 3.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.792s	3  0.00/ 3.76 ( 0.00/ 2.89 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.804s	3  0.00/ 3.10 ( 0.00/ 2.39 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.816s	3  0.00/ 2.49 ( 0.00/ 1.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.828s	3  0.00/ 1.93 ( 0.00/ 1.48 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.840s	3  0.00/ 1.42 ( 0.00/ 1.09 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.852s	3  0.00/ 0.98 ( 0.00/ 0.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.864s	3  0.00/ 0.61 ( 0.00/ 0.47 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.876s	3  0.00/ 0.32 ( 0.00/ 0.25 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.888s	3  0.00/ 0.12 ( 0.00/ 0.09 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +1.900s	3  0.00/ 0.02 ( 0.00/ 0.01 unaccelerated)
     event12  GESTURE_SWIPE_END       +2.164s	3
     event12  GESTURE_SWIPE_BEGIN     +4.000s	3
     event12  GESTURE_SWIPE_UPDATE    +4.012s	3  0.00/ 0.10 ( 0.00/ 0.08 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.024s	3  0.00/ 0.69 ( 0.00/ 0.53 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.036s	3  0.00/ 1.82 ( 0.00/ 1.40 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.048s	3  0.00/ 3.42 ( 0.00/ 2.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.060s	3  0.00/ 5.44 ( 0.00/ 4.18 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.072s	3  0.00/ 7.81 ( 0.00/ 6.01 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.084s	3  0.00/10.50 ( 0.00/ 8.07 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.096s	3  0.00/13.43 ( 0.00/10.33 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.108s	3  0.00/16.57 ( 0.00/12.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.120s	3  0.00/19.87 ( 0.00/15.28 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.132s	3  0.00/23.28 ( 0.00/17.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.144s	3  0.00/26.76 ( 0.00/20.58 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.156s	3  0.00/30.27 ( 0.00/23.28 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.168s	3  0.00/33.77 ( 0.00/25.98 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.180s	3  0.00/37.22 ( 0.00/28.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.192s	3  0.00/40.60 ( 0.00/31.23 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.204s	3  0.00/43.87 ( 0.00/33.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.216s	3  0.00/47.00 ( 0.00/36.15 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.228s	3  0.00/49.96 ( 0.00/38.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.240s	3  0.00/52.73 ( 0.00/40.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.252s	3  0.00/55.29 ( 0.00/42.53 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.264s	3  0.00/57.61 ( 0.00/44.32 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.276s	3  0.00/59.69 ( 0.00/45.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.288s	3  0.00/61.50 ( 0.00/47.30 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.300s	3  0.00/63.02 ( 0.00/48.48 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.312s	3  0.00/64.26 ( 0.00/49.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.324s	3  0.00/65.19 ( 0.00/50.15 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.336s	3  0.00/65.82 ( 0.00/50.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.348s	3  0.00/66.13 ( 0.00/50.87 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.360s	3  0.00/66.13 ( 0.00/50.87 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.372s	3  0.00/65.82 ( 0.00/50.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.384s	3  0.00/65.19 ( 0.00/50.15 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.396s	3  0.00/64.26 ( 0.00/49.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.408s	3  0.00/63.02 ( 0.00/48.48 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.420s	3  0.00/61.50 ( 0.00/47.30 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.432s	3  0.00/59.69 ( 0.00/45.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.444s	3  0.00/57.61 ( 0.00/44.32 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.456s	3  0.00/55.29 ( 0.00/42.53 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.468s	3  0.00/52.73 ( 0.00/40.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.480s	3  0.00/49.96 ( 0.00/38.43 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.492s	3  0.00/47.00 ( 0.00/36.15 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.504s	3  0.00/43.87 ( 0.00/33.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.516s	3  0.00/40.60 ( 0.00/31.23 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.528s	3  0.00/37.22 ( 0.00/28.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.540s	3  0.00/33.77 ( 0.00/25.98 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.552s	3  0.00/30.27 ( 0.00/23.28 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.564s	3  0.00/26.76 ( 0.00/20.58 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.576s	3  0.00/23.28 ( 0.00/17.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.588s	3  0.00/19.87 ( 0.00/15.28 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.600s	3  0.00/16.57 ( 0.00/12.75 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.612s	3  0.00/13.43 ( 0.00/10.33 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.624s	3  0.00/10.50 ( 0.00/ 8.07 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.636s	3  0.00/ 7.81 ( 0.00/ 6.01 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.648s	3  0.00/ 5.44 ( 0.00/ 4.18 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.660s	3  0.00/ 3.42 ( 0.00/ 2.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.672s	3  0.00/ 1.82 ( 0.00/ 1.40 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.684s	3  0.00/ 0.69 ( 0.00/ 0.53 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +4.696s	3  0.00/ 0.10 ( 0.00/ 0.08 unaccelerated)
     event12  GESTURE_SWIPE_END       +4.912s	3
     event12  GESTURE_SWIPE_BEGIN     +7.000s	3
     event12  GESTURE_SWIPE_UPDATE    +7.012s	3  0.00/-76.77 ( 0.00/-59.06 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +7.024s	3  0.00/-76.77 ( 0.00/-59.06 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +7.036s	3  0.00/-76.77 ( 0.00/-59.06 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +7.048s	3  0.00/-76.77 ( 0.00/-59.06 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +7.060s	3  0.00/-76.77 ( 0.00/-59.06 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +7.072s	3  0.00/-76.77 ( 0.00/-59.06 unaccelerated)
     event12  GESTURE_SWIPE_END       +7.084s	3
     event12  GESTURE_SWIPE_BEGIN     +9.500s	3
     event12  GESTURE_SWIPE_UPDATE    +9.512s	3  0.00/ 0.21 ( 0.00/ 0.16 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.524s	3  0.00/ 1.39 ( 0.00/ 1.07 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.536s	3  0.00/ 3.59 ( 0.00/ 2.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.548s	3  0.00/ 6.64 ( 0.00/ 5.11 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.560s	3  0.00/10.39 ( 0.00/ 8.00 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.572s	3  0.00/14.69 ( 0.00/11.30 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.584s	3  0.00/19.40 ( 0.00/14.93 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.596s	3  0.00/24.39 ( 0.00/18.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.608s	3  0.00/29.53 ( 0.00/22.72 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.620s	3  0.00/34.72 ( 0.00/26.70 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.632s	3  0.00/39.84 ( 0.00/30.64 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.644s	3  0.00/44.80 ( 0.00/34.46 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.656s	3  0.00/49.51 ( 0.00/38.08 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.668s	3  0.00/53.90 ( 0.00/41.46 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.680s	3  0.00/57.89 ( 0.00/44.53 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.692s	3  0.00/61.43 ( 0.00/47.25 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.704s	3  0.00/64.45 ( 0.00/49.58 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.716s	3  0.00/66.93 ( 0.00/51.48 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.728s	3  0.00/68.81 ( 0.00/52.93 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.740s	3  0.00/70.08 ( 0.00/53.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.752s	3  0.00/70.72 ( 0.00/54.40 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.764s	3  0.00/70.72 ( 0.00/54.40 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.776s	3  0.00/70.08 ( 0.00/53.91 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.788s	3  0.00/68.81 ( 0.00/52.93 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.800s	3  0.00/66.93 ( 0.00/51.48 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.812s	3  0.00/64.45 ( 0.00/49.58 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.824s	3  0.00/61.43 ( 0.00/47.25 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.836s	3  0.00/57.89 ( 0.00/44.53 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.848s	3  0.00/53.90 ( 0.00/41.46 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.860s	3  0.00/49.51 ( 0.00/38.08 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.872s	3  0.00/44.80 ( 0.00/34.46 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.884s	3  0.00/39.84 ( 0.00/30.64 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.896s	3  0.00/34.72 ( 0.00/26.70 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.908s	3  0.00/29.53 ( 0.00/22.72 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.920s	3  0.00/24.39 ( 0.00/18.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.932s	3  0.00/19.40 ( 0.00/14.93 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.944s	3  0.00/14.69 ( 0.00/11.30 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.956s	3  0.00/10.39 ( 0.00/ 8.00 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.968s	3  0.00/ 6.64 ( 0.00/ 5.11 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.980s	3  0.00/ 3.59 ( 0.00/ 2.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +9.992s	3  0.00/ 1.39 ( 0.00/ 1.07 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.004s	3  0.00/ 0.21 ( 0.00/ 0.16 unaccelerated)
     event12  GESTURE_SWIPE_END       +10.016s	3
     event12  GESTURE_SWIPE_BEGIN     +10.136s	3
     event12  GESTURE_SWIPE_UPDATE    +10.148s	3  0.00/-0.10 ( 0.00/-0.08 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.160s	3  0.00/-0.67 ( 0.00/-0.52 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.172s	3  0.00/-1.75 ( 0.00/-1.35 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.184s	3  0.00/-3.27 ( 0.00/-2.51 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.196s	3  0.00/-5.16 ( 0.00/-3.97 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.208s	3  0.00/-7.37 ( 0.00/-5.67 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.220s	3  0.00/-9.83 ( 0.00/-7.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.232s	3  0.00/-12.49 ( 0.00/-9.60 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.244s	3  0.00/-15.29 ( 0.00/-11.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.256s	3  0.00/-18.19 ( 0.00/-13.99 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.268s	3  0.00/-21.13 ( 0.00/-16.25 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.280s	3  0.00/-24.08 ( 0.00/-18.52 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.292s	3  0.00/-26.99 ( 0.00/-20.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.304s	3  0.00/-29.82 ( 0.00/-22.94 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.316s	3  0.00/-32.54 ( 0.00/-25.03 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.328s	3  0.00/-35.12 ( 0.00/-27.01 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.340s	3  0.00/-37.52 ( 0.00/-28.86 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.352s	3  0.00/-39.72 ( 0.00/-30.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.364s	3  0.00/-41.70 ( 0.00/-32.08 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.376s	3  0.00/-43.44 ( 0.00/-33.41 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.388s	3  0.00/-44.91 ( 0.00/-34.55 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.400s	3  0.00/-46.11 ( 0.00/-35.47 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.412s	3  0.00/-47.02 ( 0.00/-36.17 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.424s	3  0.00/-47.62 ( 0.00/-36.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.436s	3  0.00/-47.93 ( 0.00/-36.87 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.448s	3  0.00/-47.93 ( 0.00/-36.87 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.460s	3  0.00/-47.62 ( 0.00/-36.63 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.472s	3  0.00/-47.02 ( 0.00/-36.17 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.484s	3  0.00/-46.11 ( 0.00/-35.47 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.496s	3  0.00/-44.91 ( 0.00/-34.55 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.508s	3  0.00/-43.44 ( 0.00/-33.41 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.520s	3  0.00/-41.70 ( 0.00/-32.08 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.532s	3  0.00/-39.72 ( 0.00/-30.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.544s	3  0.00/-37.52 ( 0.00/-28.86 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.556s	3  0.00/-35.12 ( 0.00/-27.01 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.568s	3  0.00/-32.54 ( 0.00/-25.03 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.580s	3  0.00/-29.82 ( 0.00/-22.94 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.592s	3  0.00/-26.99 ( 0.00/-20.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.604s	3  0.00/-24.08 ( 0.00/-18.52 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.616s	3  0.00/-21.13 ( 0.00/-16.25 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.628s	3  0.00/-18.19 ( 0.00/-13.99 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.640s	3  0.00/-15.29 ( 0.00/-11.76 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.652s	3  0.00/-12.49 ( 0.00/-9.60 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.664s	3  0.00/-9.83 ( 0.00/-7.56 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.676s	3  0.00/-7.37 ( 0.00/-5.67 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.688s	3  0.00/-5.16 ( 0.00/-3.97 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.700s	3  0.00/-3.27 ( 0.00/-2.51 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.712s	3  0.00/-1.75 ( 0.00/-1.35 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.724s	3  0.00/-0.67 ( 0.00/-0.52 unaccelerated)
     event12  GESTURE_SWIPE_UPDATE    +10.736s	3  0.00/-0.10 ( 0.00/-0.08 unaccelerated)
     event12  GESTURE_SWIPE_END       +10.952s	3
     event12  GESTURE_PINCH_BEGIN     +13.000s	2
     event12  GESTURE_PINCH_UPDATE    +13.012s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  1.00 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.024s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  1.00 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.036s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  1.00 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.048s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  1.00 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.060s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.99 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.072s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.99 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.084s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.99 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.096s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.98 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.108s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.97 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.120s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.96 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.132s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.95 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.144s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.94 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.156s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.93 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.168s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.91 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.180s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.89 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.192s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.88 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.204s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.86 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.216s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.84 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.228s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.82 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.240s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.79 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.252s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.77 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.264s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.75 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.276s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.72 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.288s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.70 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.300s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.68 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.312s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.65 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.324s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.63 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.336s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.60 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.348s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.58 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.360s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.56 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.372s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.53 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.384s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.51 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.396s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.49 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.408s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.47 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.420s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.46 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.432s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.44 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.444s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.42 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.456s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.41 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.468s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.40 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.480s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.39 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.492s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.38 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.504s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.37 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.516s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.36 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.528s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.36 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.540s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.36 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.552s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.35 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.564s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.35 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.576s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.35 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.588s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.35 @  0.00
     event12  GESTURE_PINCH_UPDATE    +13.600s	2  0.00/ 0.00 ( 0.00/ 0.00 unaccelerated)  0.35 @  0.00
     event12  GESTURE_PINCH_END       +13.612s	2

    """
}
