#include "tui/computer.hpp"

#include <algorithm>

#include "ai/level.hpp"

namespace letterzak::tui {

std::vector<std::string> computer_levels() {
    std::vector<std::string> names;
    for (const ai::LevelInfo& l : ai::levels()) names.emplace_back(l.name);
    for (const ai::LevelInfo& l : ai::levels())
        if (std::find(names.begin(), names.end(), l.dutch) == names.end())
            names.emplace_back(l.dutch);
    return names;
}

std::string canonical_level(const std::string& name) {
    const ai::LevelInfo* info = ai::level_info(name);
    return info != nullptr ? info->name : name;
}

std::string level_display(const std::string& level, bool dutch) {
    const ai::LevelInfo* info = ai::level_info(level);
    if (info == nullptr) return level;
    return dutch ? info->dutch : info->name;
}

std::string default_level() {
    return ai::default_level();
}

}  // namespace letterzak::tui
