#pragma once
// A rapidcheck draw spread over the whole of [lo, hi), whatever the property's size.
//
// rapidcheck's gen::inRange scales its range with the test's size, which grows from 0 over a
// run: the early cases draw only the low end. For a count that is the point (small cases
// first), but for a letter, a square, a density or a coin it skews what is tested — a
// density check drawing below the density at every size, a coin that always lands 0, a board
// of the first letters only. (The CGP round-trip bug that CI's fuzzer found in a
// per-direction blank reading IJ hid from a property that drew its letters that way.) Draws
// meant to be uniform say so with this.

#include <rapidcheck.h>

namespace letterzak::testing {

template <typename T>
rc::Gen<T> uniform(T lo, T hi) {
    return rc::gen::resize(rc::kNominalSize, rc::gen::inRange<T>(lo, hi));
}

// One draw, for the common case inside a property.
template <typename T>
T draw_uniform(T lo, T hi) {
    return *uniform<T>(lo, hi);
}

}  // namespace letterzak::testing
