// Everything is static inline in include/ReactiveSync.h; SwiftPM needs one source file.
#include "ReactiveSync.h"
