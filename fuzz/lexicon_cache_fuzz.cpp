// libFuzzer target: compiled-lexicon files (Lexicon::from_bytes), the loader every process runs
// on a file it did not write itself.
//
// Random bytes almost never pass the checksum, which would leave everything behind it
// unexplored. So each input is tried twice: as given, and with its checksum recomputed and
// patched in (the same recipe as compiled_format.cpp), which lets the fuzzer reach the header
// checks and the structural check of the automaton. Whatever loads is then walked.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "lexicon/checksum.hpp"
#include "lexicon/compiled_format.hpp"
#include "lexicon/lexicon.hpp"

namespace {

using namespace letterzak::lexicon;

// Walks a loaded lexicon the way its users do: lookups from both roots and a full count.
void exercise(const letterzak::Result<Lexicon>& lex, std::span<const std::byte> input) {
    if (!lex) return;
    const Kwg& kwg = lex->kwg();
    (void)kwg.dawg_entry_count();
    // Probe words made of the input's own bytes, so they follow paths the file holds.
    std::vector<Letter> word;
    for (const std::byte b : input.first(std::min<std::size_t>(input.size(), 64))) {
        word.push_back(static_cast<Letter>(std::to_integer<unsigned>(b) % 28));
        (void)lex->contains(word);
        if (word.size() == 15) word.clear();
    }
    for (const std::uint32_t root : {kwg.dawg_root(), kwg.gaddag_root()}) {
        for (Letter l = 0; l < 28; ++l) {
            const std::uint32_t node = kwg.seek(root, l);
            if (node != 0) (void)kwg.seek(Kwg::arc(kwg[node]), 1);
        }
    }
    // What loads must save to the same bytes.
    const auto again = Lexicon::from_bytes(lex->to_bytes());
    if (!again || !std::equal(again->kwg().nodes().begin(), again->kwg().nodes().end(),
                              kwg.nodes().begin(), kwg.nodes().end())) {
        __builtin_trap();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto bytes = std::as_bytes(std::span<const std::uint8_t>(data, size));
    exercise(Lexicon::from_bytes(bytes), bytes);

    if (size >= kCompiledHeaderSize) {
        std::vector<std::byte> patched(bytes.begin(), bytes.end());
        const std::span<const std::byte> all(patched);
        const std::uint64_t head = checksum64(all.first(56));
        std::uint64_t sum = checksum64(all.subspan(kCompiledHeaderSize), head);
        for (std::size_t i = 0; i < 8; ++i) {
            patched[56 + i] = static_cast<std::byte>(sum & 0xFF);
            sum >>= 8;
        }
        exercise(Lexicon::from_bytes(patched), patched);
    }
    return 0;
}
