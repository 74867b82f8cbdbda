#pragma once
// How likely the player to move is to win from a given spread with a given number of tiles
// still unseen by them (the bag plus the opponent's rack).
//
// From the player to move's side, the final spread is modelled as the current spread plus a
// normally distributed remainder whose mean (the value of having the move, and of the tiles
// still to come) and spread depend only on how many tiles are unseen. Both are measured in
// our own self-play (the trainer records them beside the leave values), not assumed.

#include <array>
#include <cstdint>

namespace letterzak::ai {

class WinModel {
  public:
    static constexpr int kMaxUnseen = 128;

    // An untrained model: no edge for the player to move, and a remainder whose standard
    // deviation grows with the tiles still to be played (roughly what self-play shows).
    WinModel();

    // Probability (0..1) that the player to move wins, counting a draw as half.
    double win_probability(double spread, int unseen) const;

    double mean(int unseen) const { return mean_[clamp(unseen)]; }
    double sd(int unseen) const { return sd_[clamp(unseen)]; }
    void set(int unseen, double mean, double sd);

  private:
    static std::size_t clamp(int unseen) {
        return static_cast<std::size_t>(
            unseen < 0 ? 0 : (unseen >= kMaxUnseen ? kMaxUnseen - 1 : unseen));
    }
    std::array<double, kMaxUnseen> mean_{};
    std::array<double, kMaxUnseen> sd_{};
};

// Probability in the integer units the simulation sums exactly (1,000,000 = certain).
inline constexpr std::int64_t kWinScale = 1'000'000;

}  // namespace letterzak::ai
