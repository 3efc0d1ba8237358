/* The floors' shared reader: a file read in 64 KiB blocks with read(2), split into lines with memchr,
 * each line handed to a callback (without its newline). A line longer than a block is carried over
 * by growing the carry buffer; a last line without a newline is handed over too. */
#ifndef FLOOR_READ_H
#define FLOOR_READ_H

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FLOOR_BLOCK 65536

typedef void (*floor_line_fn)(const char *line, size_t length, void *context);

/* Returns the number of lines, or -1 (with a message) when the file cannot be read. */
static long floor_read_lines(const char *path, floor_line_fn each, void *context) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) {
    perror(path);
    return -1;
  }
  static char block[FLOOR_BLOCK];
  char *carry = NULL;
  size_t carried = 0, carry_capacity = 0;
  long lines = 0;
  ssize_t n;
  while ((n = read(fd, block, sizeof block)) > 0) {
    const char *p = block, *end = block + n;
    const char *newline;
    while ((newline = memchr(p, '\n', (size_t)(end - p))) != NULL) {
      if (carried > 0) {
        size_t piece = (size_t)(newline - p);
        if (carried + piece + 1 > carry_capacity) {
          carry_capacity = (carried + piece + 1) * 2;
          carry = realloc(carry, carry_capacity);
        }
        memcpy(carry + carried, p, piece);
        carry[carried + piece] = '\0';
        each(carry, carried + piece, context);
        carried = 0;
      } else {
        each(p, (size_t)(newline - p), context);
      }
      lines++;
      p = newline + 1;
    }
    size_t rest = (size_t)(end - p);
    if (rest > 0) {
      if (carried + rest + 1 > carry_capacity) {
        carry_capacity = (carried + rest + 1) * 2;
        carry = realloc(carry, carry_capacity);
      }
      memcpy(carry + carried, p, rest);
      carried += rest;
    }
  }
  if (n < 0) {
    perror(path);
    close(fd);
    free(carry);
    return -1;
  }
  if (carried > 0) {
    carry[carried] = '\0';
    each(carry, carried, context);
    lines++;
  }
  close(fd);
  free(carry);
  return lines;
}

#endif
