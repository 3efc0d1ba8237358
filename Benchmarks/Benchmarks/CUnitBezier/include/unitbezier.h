#ifndef UNIT_BEZIER_H
#define UNIT_BEZIER_H
/* A cubic Bezier through (0, 0) and (1, 1) in polynomial form; unit_bezier_solve is y at x. */
typedef struct { double ax, bx, cx, ay, by, cy; } unit_bezier;
void unit_bezier_init(unit_bezier *b, double p1x, double p1y, double p2x, double p2y);
double unit_bezier_solve(const unit_bezier *b, double x, double epsilon);
#endif
