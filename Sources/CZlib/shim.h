#ifndef INTERACTION_LOG_CZLIB_SHIM_H
#define INTERACTION_LOG_CZLIB_SHIM_H

#include <zlib.h>

// deflateInit2 and inflateInit2 are macros that pass ZLIB_VERSION and the
// stream size; Swift cannot call macros, so these wrappers do it for us.

static inline int CZlib_deflateInit2(z_streamp stream, int level, int method,
                                     int windowBits, int memLevel,
                                     int strategy) {
  return deflateInit2(stream, level, method, windowBits, memLevel, strategy);
}

static inline int CZlib_inflateInit2(z_streamp stream, int windowBits) {
  return inflateInit2(stream, windowBits);
}

#endif
