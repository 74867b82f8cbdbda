#pragma once
// A fuzz target's promise about an input: when it does not hold, stop at once, so libFuzzer
// reports the input as a crash and keeps it.

namespace letterzak::fuzz {

inline void check(bool ok) {
    if (!ok) __builtin_trap();
}

}  // namespace letterzak::fuzz
