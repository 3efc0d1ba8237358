// cairo's image surfaces, paths, toy text and PNG: the canvas draws each layer's content once with it.
#include <cairo.h>
