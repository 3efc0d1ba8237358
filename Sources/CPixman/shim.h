// pixman's compositing: the canvas's transformed, filtered OVER of each layer's content.
#include <pixman.h>
