#include "ai/leave_file.hpp"

#include <fmt/format.h>

#include <cmath>
#include <fstream>
#include <map>
#include <mutex>
#include <span>
#include <sstream>

#include "lexicon/checksum.hpp"

namespace letterzak::ai {

// Generated from data/leaves/*.txt by CMake: {tile set file stem, text} pairs, ending {nullptr}.
struct EmbeddedLeaveFile {
    const char* name;
    const char* text;
};
extern const EmbeddedLeaveFile kEmbeddedLeaveFiles[];

namespace {

Result<core::Letter> parse_tile_name(const std::string& s) {
    if (s == "?") return core::kBlank;
    if (s == "IJ") return core::kLetterIJ;
    if (s.size() == 1 && s[0] >= 'A' && s[0] <= 'Z')
        return static_cast<core::Letter>(s[0] - 'A' + 1);
    return make_error("leave_file_bad_tile", "unknown tile \"" + s + "\"");
}

Equity to_equity(double points) {
    return static_cast<Equity>(std::lround(points * kEquityScale));
}

std::string points_text(Equity e) {
    return fmt::format("{:.2f}", to_points(e));
}

}  // namespace

Result<LeaveFile> parse_leave_file(std::string_view text) {
    LeaveFile file;
    std::istringstream in{std::string(text)};
    std::string line;
    int line_no = 0;
    bool header = false;
    auto bad = [&](const std::string& why) {
        return make_error("leave_file_bad_line", fmt::format("line {}: {}", line_no, why));
    };
    while (std::getline(in, line)) {
        ++line_no;
        if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        std::istringstream words(line);
        std::string key;
        if (!(words >> key)) continue;
        if (key == "letterzak-leaves") {
            int version = 0;
            if (!(words >> version) || version != 1) return bad("unsupported version");
            header = true;
        } else if (key == "tileset") {
            if (!(words >> file.tile_set)) return bad("tileset needs a name");
        } else if (key == "rack") {
            if (!(words >> file.rack_size) || file.rack_size < 1 ||
                file.rack_size > LeaveModel::kMaxCopies)
                return bad("bad rack size");
        } else if (key == "copy") {
            std::string tile;
            int k = 0;
            double v = 0;
            if (!(words >> tile >> k >> v) || k < 1 || k > LeaveModel::kMaxCopies)
                return bad("copy TILE K VALUE");
            auto l = parse_tile_name(tile);
            if (!l) return bad(l.error().message);
            file.leaves.set_copy_value(*l, k, to_equity(v));
        } else if (key == "pair") {
            std::string a, b;
            double v = 0;
            if (!(words >> a >> b >> v)) return bad("pair TILE TILE VALUE");
            auto la = parse_tile_name(a), lb = parse_tile_name(b);
            if (!la || !lb || *la == *lb) return bad("pair needs two different tiles");
            file.leaves.set_pair_value(*la, *lb, to_equity(v));
        } else if (key == "balance") {
            int v = 0, c = 0;
            double value = 0;
            if (!(words >> v >> c >> value) || v < 0 || c < 0 || v > LeaveModel::kMaxBalance ||
                c > LeaveModel::kMaxBalance)
                return bad("balance VOWELS CONSONANTS VALUE");
            file.leaves.set_balance_value(v, c, to_equity(value));
        } else if (key == "win") {
            int u = 0;
            double mean = 0, sd = 0;
            if (!(words >> u >> mean >> sd) || u < 0 || u >= WinModel::kMaxUnseen || sd <= 0)
                return bad("win UNSEEN MEAN SD");
            file.win.set(u, mean, sd);
        } else {
            std::string rest;
            std::getline(words, rest);
            file.notes.push_back(key + rest);
        }
    }
    if (!header)
        return make_error("leave_file_no_header", "not a leave file (no letterzak-leaves line)");
    if (file.tile_set.empty())
        return make_error("leave_file_no_tileset", "the leave file names no tile set");
    return file;
}

std::string format_leave_file(const LeaveFile& file) {
    std::string out = "letterzak-leaves 1\n";
    out += fmt::format("tileset {}\nrack {}\n", file.tile_set, file.rack_size);
    for (const std::string& note : file.notes) out += note + "\n";
    out += "# copy TILE K POINTS: the value of keeping the K-th copy of TILE\n";
    for (int l = 0; l < core::kLetterSlots; ++l)
        for (int k = 1; k <= LeaveModel::kMaxCopies; ++k) {
            const Equity v = file.leaves.copy_value(static_cast<core::Letter>(l), k);
            if (v != 0)
                out +=
                    fmt::format("copy {} {} {}\n", core::letter_name(static_cast<core::Letter>(l)),
                                k, points_text(v));
        }
    out += "# pair TILE TILE POINTS: extra for keeping the two together\n";
    for (int a = 0; a < core::kLetterSlots; ++a)
        for (int b = a + 1; b < core::kLetterSlots; ++b) {
            const Equity v =
                file.leaves.pair_value(static_cast<core::Letter>(a), static_cast<core::Letter>(b));
            if (v != 0)
                out +=
                    fmt::format("pair {} {} {}\n", core::letter_name(static_cast<core::Letter>(a)),
                                core::letter_name(static_cast<core::Letter>(b)), points_text(v));
        }
    out += "# balance VOWELS CONSONANTS POINTS\n";
    for (int v = 0; v <= LeaveModel::kMaxBalance; ++v)
        for (int c = 0; c <= LeaveModel::kMaxBalance; ++c)
            if (const Equity e = file.leaves.balance_value(v, c); e != 0)
                out += fmt::format("balance {} {} {}\n", v, c, points_text(e));
    out += "# win UNSEEN MEAN SD: what the player to move gains from here, in points\n";
    for (int u = 0; u < WinModel::kMaxUnseen; ++u)
        out += fmt::format("win {} {:.2f} {:.2f}\n", u, file.win.mean(u), file.win.sd(u));
    return out;
}

namespace {
// Whether the note is "key" or "key value…".
bool note_has_key(const std::string& note, std::string_view key) {
    return note.compare(0, key.size(), key) == 0 &&
           (note.size() == key.size() || note[key.size()] == ' ');
}
}  // namespace

std::optional<std::string> note_value(const LeaveFile& file, std::string_view key) {
    for (const std::string& note : file.notes) {
        if (!note_has_key(note, key)) continue;
        const auto start = note.find_first_not_of(' ', key.size());
        return start == std::string::npos ? std::string() : note.substr(start);
    }
    return std::nullopt;
}

void set_note(LeaveFile& file, std::string_view key, std::string_view value) {
    const std::string line = std::string(key) + " " + std::string(value);
    for (std::string& note : file.notes)
        if (note_has_key(note, key)) {
            note = line;
            return;
        }
    file.notes.push_back(line);
}

std::string leave_table_checksum(const LeaveFile& file) {
    LeaveFile values = file;
    values.notes.clear();
    const std::string text = format_leave_file(values);
    const auto bytes = std::as_bytes(std::span(text.data(), text.size()));
    return fmt::format("{:016x}", lexicon::checksum64(bytes));
}

bool checksum_matches(const LeaveFile& file) {
    const auto recorded = note_value(file, "checksum");
    return recorded && *recorded == leave_table_checksum(file);
}

std::string provenance_line(const LeaveFile& file) {
    auto field = [&](std::string_view key) { return note_value(file, key).value_or("unknown"); };
    const std::string ranks = field("ranks");
    return fmt::format("{} (seed {}, {} {}, {} games × {} iterations, checksum {})",
                       note_value(file, "command").value_or("command not recorded"), field("seed"),
                       ranks, ranks == "1" ? "rank" : "ranks", field("games"), field("iterations"),
                       field("checksum"));
}

Result<LeaveFile> load_leave_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error("leave_file_unreadable", "cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    auto file = parse_leave_file(text.str());
    if (!file) return make_error(file.error().code, path.string() + ": " + file.error().message);
    return file;
}

Result<void> save_leave_file(const LeaveFile& file, const std::filesystem::path& path) {
    const std::filesystem::path tmp = path.string() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) return make_error("leave_file_unwritable", "cannot write " + tmp.string());
        out << format_leave_file(file);
        if (!out) return make_error("leave_file_unwritable", "cannot write " + tmp.string());
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec)
        return make_error("leave_file_unwritable",
                          "cannot write " + path.string() + ": " + ec.message());
    return {};
}

const LeaveFile& default_leave_file(const core::RuleSet& rules) {
    // Parsed once per tile set, on first use; the embedded texts are part of the build and
    // checked by the tests, so a parse failure here is a build defect: fall back to zero.
    static std::mutex mutex;
    static std::map<std::string, LeaveFile> cache;
    const std::string key = rules.tiles->name + "/" + std::to_string(rules.rack_size);
    std::lock_guard lock(mutex);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
    LeaveFile chosen;
    chosen.tile_set = rules.tiles->name;
    chosen.rack_size = rules.rack_size;
    for (const EmbeddedLeaveFile* e = kEmbeddedLeaveFiles; e->name != nullptr; ++e) {
        auto parsed = parse_leave_file(e->text);
        if (parsed && parsed->tile_set == rules.tiles->name &&
            parsed->rack_size == rules.rack_size) {
            chosen = std::move(*parsed);
            break;
        }
    }
    return cache.emplace(key, std::move(chosen)).first->second;
}

}  // namespace letterzak::ai
