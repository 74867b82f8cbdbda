#include "core/tile_set.hpp"

#include <numeric>

namespace letterzak::core {
namespace {

// One row per letter: the token, its value and its count. Tables, so that a new edition is
// a new table and nothing else.
struct TileRow {
    const char* token;  // "A".."Z", "[IJ]", "?" for the blank
    int value;
    int count;
};

TileSet make_set(std::string name, std::initializer_list<TileRow> rows) {
    TileSet set;
    set.name = std::move(name);
    for (const TileRow& row : rows) {
        Letter l = kBlank;
        if (std::string_view(row.token) != "?") l = read_letter_token(row.token)->letter;
        set.value[l] = row.value;
        set.count[l] = row.count;
    }
    return set;
}

const std::vector<TileSet>& all_sets() {
    static const std::vector<TileSet> sets = {
        make_set("nl",
                 {{"A", 1, 6}, {"B", 3, 2},  {"C", 5, 2}, {"D", 2, 5}, {"E", 1, 18}, {"F", 4, 2},
                  {"G", 3, 3}, {"H", 4, 2},  {"I", 1, 4}, {"J", 4, 2}, {"K", 3, 3},  {"L", 3, 3},
                  {"M", 3, 3}, {"N", 1, 10}, {"O", 1, 6}, {"P", 3, 2}, {"Q", 10, 1}, {"R", 2, 5},
                  {"S", 2, 5}, {"T", 2, 5},  {"U", 4, 3}, {"V", 4, 2}, {"W", 5, 2},  {"X", 8, 1},
                  {"Y", 8, 1}, {"Z", 4, 2},  {"?", 0, 2}}),
        // The older edition (seed 002): one F and one S fewer, two IJ tiles worth 4.
        make_set("nl-ij",
                 {{"A", 1, 6}, {"B", 3, 2},  {"C", 5, 2},    {"D", 2, 5}, {"E", 1, 18}, {"F", 4, 1},
                  {"G", 3, 3}, {"H", 4, 2},  {"I", 1, 4},    {"J", 4, 2}, {"K", 3, 3},  {"L", 3, 3},
                  {"M", 3, 3}, {"N", 1, 10}, {"O", 1, 6},    {"P", 3, 2}, {"Q", 10, 1}, {"R", 2, 5},
                  {"S", 2, 4}, {"T", 2, 5},  {"U", 4, 3},    {"V", 4, 2}, {"W", 5, 2},  {"X", 8, 1},
                  {"Y", 8, 1}, {"Z", 4, 2},  {"[IJ]", 4, 2}, {"?", 0, 2}}),
        make_set("woordspel",
                 {{"A", 1, 7}, {"B", 3, 3}, {"C", 5, 2}, {"D", 2, 6}, {"E", 1, 16}, {"F", 5, 2},
                  {"G", 3, 4}, {"H", 3, 4}, {"I", 2, 5}, {"J", 6, 2}, {"K", 4, 3},  {"L", 4, 3},
                  {"M", 4, 3}, {"N", 1, 8}, {"O", 2, 5}, {"P", 5, 2}, {"Q", 7, 1},  {"R", 2, 6},
                  {"S", 3, 4}, {"T", 2, 5}, {"U", 3, 3}, {"V", 4, 3}, {"W", 5, 2},  {"X", 7, 1},
                  {"Y", 5, 1}, {"Z", 5, 1}, {"?", 0, 2}}),
        make_set("english",
                 {{"A", 1, 9}, {"B", 3, 2},  {"C", 3, 2}, {"D", 2, 4}, {"E", 1, 12}, {"F", 4, 2},
                  {"G", 2, 3}, {"H", 4, 2},  {"I", 1, 9}, {"J", 8, 1}, {"K", 5, 1},  {"L", 1, 4},
                  {"M", 3, 2}, {"N", 1, 6},  {"O", 1, 8}, {"P", 3, 2}, {"Q", 10, 1}, {"R", 1, 6},
                  {"S", 1, 4}, {"T", 1, 6},  {"U", 1, 4}, {"V", 4, 2}, {"W", 4, 2},  {"X", 8, 1},
                  {"Y", 4, 2}, {"Z", 10, 1}, {"?", 0, 2}}),
    };
    return sets;
}

}  // namespace

int TileSet::total_tiles() const {
    return std::accumulate(count.begin(), count.end(), 0);
}

std::vector<Letter> TileSet::letters() const {
    std::vector<Letter> out;
    for (Letter l = kFirstLetter; l <= kLastLetter; ++l)
        if (count[l] > 0) out.push_back(l);
    return out;
}

const TileSet* tile_set_by_name(std::string_view name) {
    for (const TileSet& set : all_sets())
        if (set.name == name) return &set;
    return nullptr;
}

std::vector<std::string> tile_set_names() {
    std::vector<std::string> names;
    for (const TileSet& set : all_sets()) names.push_back(set.name);
    return names;
}

}  // namespace letterzak::core
