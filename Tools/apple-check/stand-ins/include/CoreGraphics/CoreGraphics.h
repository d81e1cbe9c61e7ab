// Stand-in for Apple's CoreGraphics headers (CGBase.h, CGGeometry.h): the geometry types
// the UIKit and AppKit stand-ins' declarations name. The Swift `CGFloat` struct the
// importer maps the C typedef to is in stand-ins/CoreGraphics/CoreGraphics.swift.
// See Tools/apple-check/README.md.
#ifndef APPLECHECK_COREGRAPHICS_H
#define APPLECHECK_COREGRAPHICS_H

// CGBase.h: double on every 64-bit target (all the check's triples but arm64_32, where
// Apple's CGFloat is double too: CGFLOAT_IS_DOUBLE follows __LP64__ || arm64_32).
typedef double CGFloat;

// CGGeometry.h
struct CGPoint {
    CGFloat x;
    CGFloat y;
};
typedef struct CGPoint CGPoint;

#endif
