/* The floor for Playhead's cubic-Bezier solve (issue 26 item 6): WebKit's UnitBezier as it has been
 * for years (Source/WebCore/platform/graphics/UnitBezier.h before its spline-table guess): up to
 * 8 Newton steps from t = x, then bisection, both stopping at |x(t) - x| < epsilon. */
#include "unitbezier.h"
#include <math.h>
void unit_bezier_init(unit_bezier *b, double p1x, double p1y, double p2x, double p2y) {
  b->cx = 3.0 * p1x; b->bx = 3.0 * (p2x - p1x) - b->cx; b->ax = 1.0 - b->cx - b->bx;
  b->cy = 3.0 * p1y; b->by = 3.0 * (p2y - p1y) - b->cy; b->ay = 1.0 - b->cy - b->by;
}
static inline double sx(const unit_bezier *b, double t) { return ((b->ax * t + b->bx) * t + b->cx) * t; }
static inline double sy(const unit_bezier *b, double t) { return ((b->ay * t + b->by) * t + b->cy) * t; }
static inline double sdx(const unit_bezier *b, double t) { return (3.0 * b->ax * t + 2.0 * b->bx) * t + b->cx; }
static double solve_x(const unit_bezier *b, double x, double epsilon) {
  double t0, t1, t2 = x, x2, d2;
  for (int i = 0; i < 8; i++) {
    x2 = sx(b, t2) - x;
    if (fabs(x2) < epsilon) return t2;
    d2 = sdx(b, t2);
    if (fabs(d2) < 1e-6) break;
    t2 = t2 - x2 / d2;
  }
  t0 = 0.0; t1 = 1.0; t2 = x;
  while (t0 < t1) {
    x2 = sx(b, t2);
    if (fabs(x2 - x) < epsilon) return t2;
    if (x > x2) t0 = t2; else t1 = t2;
    t2 = (t1 - t0) * 0.5 + t0;
  }
  return t2;
}
double unit_bezier_solve(const unit_bezier *b, double x, double epsilon) {
  return sy(b, solve_x(b, x, epsilon));
}
